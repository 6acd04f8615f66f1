// Stands in for the back office until the admin features are mounted in app/admin-routes.tsx.
function AdminPlaceholder() {
  return (
    <div className="container page">
      <h1>Admin</h1>
      <p className="lead">The back office is being set up.</p>
    </div>
  );
}

export { AdminPlaceholder as Component };
