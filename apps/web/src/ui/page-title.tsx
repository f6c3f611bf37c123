import { useBrandName } from '../config/get-config.ts';

/** Sets the document title (React 19 hoists <title> into <head>): "Page · Brand". */
export function PageTitle({ title }: { title: string }) {
  const brand = useBrandName();
  return <title>{brand ? `${title} · ${brand}` : title}</title>;
}
