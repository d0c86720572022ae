// Listening to the elements' events: plain DOM events that bubble out of the shadow roots.
const activity = document.getElementById('activity');

document.addEventListener('parley-thread-select', (event) => {
  activity.textContent = `Opened conversation ${event.detail.conversationId}`;
});
document.addEventListener('parley-message-sent', (event) => {
  activity.textContent = `Sent message ${event.detail.message.id}`;
});
document.addEventListener('parley-error', (event) => {
  activity.textContent = `Something failed: ${event.detail.error?.message ?? event.detail.error}`;
});
