// The queue's one error class, in a file of its own: the CLI imports it without loading ioredis.

/** Redis could not be reached or answered an error; a range failed for good. */
export class QueueError extends Error {}
