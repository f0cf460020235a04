// The partner page's own code: it listens to the widget's events on the document (they bubble
// out of the shadow root) and never sees a password. On a partner's site this usually starts
// its own session from e.detail; here it only says who signed in.
const status = document.getElementById('status');

document.addEventListener('ispz:login', (e) => {
  status.textContent = `Signed in as user ${e.detail.user.user_id} (${e.detail.user.role}).`;
});
document.addEventListener('ispz:logout', (e) => {
  status.textContent = e.detail.message ?? 'Signed out.';
});
document.addEventListener('ispz:error', (e) => {
  status.textContent = `The widget reported: ${e.detail.message}`;
});
