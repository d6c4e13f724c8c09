// A job queue client: async methods, loops, try/catch and async arrows,
// which TypeScript lowers to generators under __awaiter before ES2017.
export interface Job {
  id: string;
  payload: unknown;
  attempts: number;
}

export interface Transport {
  send(body: string): Promise<Response>;
  close(): Promise<void>;
}

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

export class QueueClient {
  private pending: Job[] = [];
  private closed = false;
  private retries = 3;

  constructor(private transport: Transport, private log: (msg: string) => void) {}

  async push(job: Job): Promise<void> {
    if (this.closed) {
      throw new Error(`queue closed, job ${job.id} refused`);
    }
    this.pending.push(job);
    if (this.pending.length >= 16) {
      await this.flush();
    }
  }

  async flush(): Promise<number> {
    const batch = this.pending.splice(0, this.pending.length);
    let sent = 0;
    for (const job of batch) {
      for (let attempt = 0; attempt < this.retries; attempt++) {
        try {
          const res = await this.transport.send(JSON.stringify(job));
          if (res.ok) {
            sent++;
            break;
          }
          this.log(`job ${job.id}: status ${res.status}, attempt ${attempt}`);
        } catch (err) {
          this.log(`job ${job.id}: ${String(err)}`);
          await sleep(100 * 2 ** attempt);
        } finally {
          job.attempts++;
        }
      }
      if (job.attempts >= this.retries) {
        this.log(`job ${job.id}: given up`);
      }
    }
    return sent;
  }

  async close(): Promise<void> {
    this.closed = true;
    const left = this.pending.length;
    if (left > 0) {
      this.log(`closing with ${left} jobs pending`);
      await this.flush();
    }
    await this.transport.close().catch(() => null);
  }

  handlers() {
    return {
      ping: async () => {
        const res = await this.transport.send('{"ping":true}');
        return res.ok;
      },
      drain: async (limit: number) => {
        let n = 0;
        while (this.pending.length > 0 && n < limit) {
          n += await this.flush();
        }
        return n;
      },
    };
  }
}

export async function withQueue<T>(transport: Transport, fn: (q: QueueClient) => Promise<T>): Promise<T> {
  const q = new QueueClient(transport, (msg) => console.error(msg));
  try {
    return await fn(q);
  } finally {
    await q.close();
  }
}
