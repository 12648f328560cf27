/**
 * Runs a task once the browser has painted the frame it is preparing: the frame's animation
 * callback queues it, and a queued task runs after that frame is drawn. For work a visitor need
 * not wait on to see what they asked for. Returns a function that cancels it.
 */
export function afterNextPaint(task: () => void): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const frame = requestAnimationFrame(() => {
    timer = setTimeout(task, 0);
  });
  return () => {
    cancelAnimationFrame(frame);
    clearTimeout(timer);
  };
}
