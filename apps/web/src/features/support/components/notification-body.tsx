/** A notification's body: plain text, paragraphs split by a blank line; never parsed as HTML. */
export function NotificationBody({ body }: { body: string }) {
  return (
    <>
      {body
        .split(/\n\s*\n/)
        .map((block) => block.trim())
        .filter(Boolean)
        .map((block, i) => (
          <p key={i}>{block}</p>
        ))}
    </>
  );
}
