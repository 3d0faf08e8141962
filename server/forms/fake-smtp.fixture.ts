// Test fixture: a tiny SMTP server on node:net speaking the subset nodemailer needs (220 greeting, EHLO/HELO,
// MAIL FROM, RCPT TO, DATA … ".", RSET, NOOP, QUIT), keeping every message it receives. It can stop and start
// again on the same port, so a test can take "the mail server" down and bring it back.
import net from 'node:net';
import type { AddressInfo } from 'node:net';

export interface ReceivedMail {
  from: string;
  to: string[];
  /** The raw message (headers and body) as sent after DATA, dot-unstuffed. */
  data: string;
}

export interface FakeSmtpServer {
  readonly port: number;
  readonly messages: ReceivedMail[];
  readonly url: string;
  /** Stops listening and drops open connections; `start()` opens the same port again. */
  stop(): Promise<void>;
  start(): Promise<void>;
}

function session(socket: net.Socket, messages: ReceivedMail[]): void {
  let buffer = '';
  let inData = false;
  let dataLines: string[] = [];
  let envelope: { from: string; to: string[] } = { from: '', to: [] };
  const reply = (line: string) => socket.write(`${line}\r\n`);
  reply('220 fake.smtp.test ESMTP ready');
  socket.setEncoding('utf8');
  socket.on('error', () => undefined);
  socket.on('data', (chunk: string) => {
    buffer += chunk;
    let end: number;
    while ((end = buffer.indexOf('\r\n')) >= 0) {
      const line = buffer.slice(0, end);
      buffer = buffer.slice(end + 2);
      if (inData) {
        if (line === '.') {
          inData = false;
          messages.push({ ...envelope, data: dataLines.join('\r\n') });
          dataLines = [];
          envelope = { from: '', to: [] };
          reply(`250 2.0.0 Ok: queued as ${messages.length}`);
        } else {
          dataLines.push(line.startsWith('..') ? line.slice(1) : line);
        }
        continue;
      }
      const verb = line.slice(0, 4).toUpperCase();
      if (verb === 'EHLO') {
        reply('250-fake.smtp.test');
        reply('250 8BITMIME');
      } else if (verb === 'HELO') reply('250 fake.smtp.test');
      else if (/^MAIL FROM:/i.test(line)) {
        envelope.from = /<([^>]*)>/.exec(line)?.[1] ?? '';
        reply('250 2.1.0 Ok');
      } else if (/^RCPT TO:/i.test(line)) {
        envelope.to.push(/<([^>]*)>/.exec(line)?.[1] ?? '');
        reply('250 2.1.5 Ok');
      } else if (verb === 'DATA') {
        inData = true;
        reply('354 End data with <CR><LF>.<CR><LF>');
      } else if (verb === 'RSET') {
        envelope = { from: '', to: [] };
        reply('250 2.0.0 Ok');
      } else if (verb === 'NOOP') reply('250 2.0.0 Ok');
      else if (verb === 'QUIT') {
        reply('221 2.0.0 Bye');
        socket.end();
      } else reply('502 5.5.2 Command not recognized');
    }
  });
}

/** Starts on `port` (0: a free one). */
export async function startFakeSmtp(port = 0): Promise<FakeSmtpServer> {
  const messages: ReceivedMail[] = [];
  const sockets = new Set<net.Socket>();
  let server: net.Server | null = null;
  let boundPort = port;

  const start = async () => {
    const s = net.createServer((socket) => {
      sockets.add(socket);
      socket.on('close', () => sockets.delete(socket));
      session(socket, messages);
    });
    await new Promise<void>((resolve, reject) => {
      s.once('error', reject);
      s.listen(boundPort, '127.0.0.1', () => resolve());
    });
    boundPort = (s.address() as AddressInfo).port;
    server = s;
  };
  await start();

  return {
    get port() {
      return boundPort;
    },
    get url() {
      return `smtp://127.0.0.1:${boundPort}`;
    },
    messages,
    async stop() {
      const s = server;
      server = null;
      for (const socket of sockets) socket.destroy();
      if (s) await new Promise<void>((resolve) => s.close(() => resolve()));
    },
    start,
  };
}
