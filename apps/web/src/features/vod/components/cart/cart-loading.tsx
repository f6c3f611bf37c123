/** The list's shape while it loads (three rows of poster and text), so nothing jumps when it arrives. */
export function CartLoading() {
  return (
    <ul className="cart-list cart-list--list cart-list--loading" aria-hidden="true">
      {[0, 1, 2].map((row) => (
        <li key={row} className="cart-item cart-item--list">
          <span className="vod-poster cart-loading__poster" />
          <span className="cart-item__body skeleton">
            <span className="skeleton__line" />
            <span className="skeleton__line" />
            <span className="skeleton__line" />
          </span>
        </li>
      ))}
    </ul>
  );
}
