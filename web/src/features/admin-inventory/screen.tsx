// Temporary: replaced by the real screen in this same piece of work.
function Screen() {
  return <p>Loading…</p>;
}

export { Screen as Component };
