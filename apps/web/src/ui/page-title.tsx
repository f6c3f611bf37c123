import { useConfig } from '../config/get-config.ts';

/** Sets the document title (React 19 hoists <title> into <head>): "Page · Brand". */
export function PageTitle({ title }: { title: string }) {
  const { data } = useConfig();
  return <title>{data ? `${title} · ${data.brand.name}` : title}</title>;
}
