/**
 * The one way a failed call or read is shown where it happened (above a form's buttons, in place of a list:
 * states.tsx's ErrorState), announced at once: a message, or the lines to fix under it; nothing when there is none.
 */
export function ErrorNotice({
  message,
  items = [],
}: {
  readonly message?: string | null;
  readonly items?: readonly string[];
}) {
  if (!message && items.length === 0) return null;
  if (items.length === 0)
    return (
      <p className="notice notice--error" role="alert">
        {message}
      </p>
    );
  return (
    <div className="notice notice--error" role="alert">
      {message ? <p className="notice__title">{message}</p> : null}
      <ul className="notice__list">
        {items.map((item, i) => (
          <li key={`${i}-${item}`}>{item}</li>
        ))}
      </ul>
    </div>
  );
}
