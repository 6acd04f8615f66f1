// Its own module, not states.tsx: states.tsx is in the storefront's entry chunk, and the forms that use this load
// later with their own chunks.
/** A failure said where it happened (above a form's buttons), announced at once; nothing when there is none. */
export function ErrorNotice({ message }: { readonly message: string | null | undefined }) {
  return message ? (
    <p className="notice notice--error" role="alert">
      {message}
    </p>
  ) : null;
}
