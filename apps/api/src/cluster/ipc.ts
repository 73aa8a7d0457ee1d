import cluster, { type Worker } from 'node:cluster';

/**
 * Request/answer messages between cluster workers and their primary over the IPC channel node:cluster
 * opens. Only used when the server runs as several processes (WORKERS > 1).
 */
interface Ask {
  yaocai: 'ask';
  id: number;
  topic: string;
  body: unknown;
}
interface Answer {
  yaocai: 'answer';
  id: number;
  body?: unknown;
  error?: string;
}

const ASK_TIMEOUT_MS = 5_000;

export const inClusterWorker = () => cluster.isWorker && typeof process.send === 'function';

let nextId = 0;
const waiting = new Map<number, { resolve: (body: unknown) => void; reject: (error: Error) => void }>();
let listening = false;

/** Asks the primary; answers with what its handler for `topic` returned. */
export function askPrimary<T>(topic: string, body: unknown): Promise<T> {
  if (!listening) {
    listening = true;
    process.on('message', (message: Answer) => {
      if (message?.yaocai !== 'answer') return;
      const pending = waiting.get(message.id);
      if (!pending) return;
      waiting.delete(message.id);
      if (message.error) pending.reject(new Error(message.error));
      else pending.resolve(message.body);
    });
  }
  const id = ++nextId;
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => {
      waiting.delete(id);
      reject(new Error(`the primary did not answer ${topic} within ${ASK_TIMEOUT_MS} ms`));
    }, ASK_TIMEOUT_MS);
    waiting.set(id, {
      resolve: (answer) => {
        clearTimeout(timer);
        resolve(answer as T);
      },
      reject: (error) => {
        clearTimeout(timer);
        reject(error);
      },
    });
    process.send!({ yaocai: 'ask', id, topic, body } satisfies Ask);
  });
}

export type PrimaryHandler = (body: unknown, from: Worker) => unknown;

/** Runs the handler of an ask and sends back its answer or its error. */
function respond(
  message: Ask,
  handler: ((body: unknown) => unknown) | undefined,
  send: (answer: Answer) => void,
) {
  const reply = (answer: Omit<Answer, 'yaocai' | 'id'>) =>
    send({ yaocai: 'answer', id: message.id, ...answer });
  if (!handler) return reply({ error: `no handler for ${message.topic}` });
  Promise.resolve()
    .then(() => handler(message.body))
    .then(
      (body) => reply({ body }),
      (error: Error) => reply({ error: error.message }),
    );
}

/** In the primary: answers each worker's asks with the handler of their topic. */
export function answerWorkers(worker: Worker, handlers: Record<string, PrimaryHandler>) {
  worker.on('message', (message: Ask) => {
    if (message?.yaocai !== 'ask') return;
    const handler = handlers[message.topic];
    respond(message, handler && ((body) => handler(body, worker)), (answer) => {
      if (worker.isConnected()) worker.send(answer);
    });
  });
}

const primaryAskHandlers = new Map<string, (body: unknown) => unknown>();

/** In a worker: answers the primary's asks of `topic` (the same message shapes, the other way round). */
export function answerPrimary(topic: string, handler: (body: unknown) => unknown) {
  if (primaryAskHandlers.size === 0) {
    process.on('message', (message: Ask) => {
      if (message?.yaocai !== 'ask') return;
      respond(message, primaryAskHandlers.get(message.topic), (answer) => process.send?.(answer));
    });
  }
  primaryAskHandlers.set(topic, handler);
}

/** In the primary: asks one worker and waits for its answer. */
export function askWorker<T>(worker: Worker, topic: string, body: unknown): Promise<T> {
  const id = ++nextId;
  return new Promise<T>((resolve, reject) => {
    const onMessage = (message: Answer) => {
      if (message?.yaocai !== 'answer' || message.id !== id) return;
      done();
      if (message.error) reject(new Error(message.error));
      else resolve(message.body as T);
    };
    const timer = setTimeout(() => {
      done();
      reject(new Error(`worker ${worker.id} did not answer ${topic} within ${ASK_TIMEOUT_MS} ms`));
    }, ASK_TIMEOUT_MS);
    const done = () => {
      clearTimeout(timer);
      worker.off('message', onMessage);
    };
    worker.on('message', onMessage);
    worker.send({ yaocai: 'ask', id, topic, body } satisfies Ask);
  });
}
