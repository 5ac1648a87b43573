// A small outlined icon for the islands' buttons, drawn from path data (the server's Icon would pull lucide in).

export function StrokeIcon({ paths }: { readonly paths: readonly string[] }) {
  return (
    <svg viewBox="0 0 24 24" className="size-4" fill="none" stroke="currentColor" strokeWidth={2} aria-hidden="true">
      {paths.map((d) => (
        <path key={d} d={d} />
      ))}
    </svg>
  );
}
