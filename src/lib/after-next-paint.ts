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

/**
 * Ends the current task and resumes in a new one, so the browser may paint, take input or run
 * what it has queued between two long pieces of work: `scheduler.yield()` where the browser has it
 * (the continuation goes ahead of other queued tasks), a zero-delay timeout elsewhere.
 */
export function yieldToBrowser(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
  return scheduler?.yield ? scheduler.yield() : new Promise((resolve) => setTimeout(resolve, 0));
}
