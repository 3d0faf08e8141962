// Test support: a WebSocket client for Node 20 (which has no global WebSocket) with the browser's surface
// (onopen/onmessage/onclose, send, close), so src/lib/inspect's real transport can run against the dev server.
import { randomBytes } from 'node:crypto';
import http from 'node:http';
import type { Socket } from 'node:net';
import { acceptKey, closePayload, encodeFrame, FrameParser, Opcode } from './websocket-connection';

export interface TestWebSocketOptions {
  origin?: string;
  headers?: Record<string, string>;
}

export class TestWebSocket {
  static readonly CONNECTING = 0;
  static readonly OPEN = 1;
  static readonly CLOSED = 3;

  readyState = TestWebSocket.CONNECTING;
  onopen: ((this: WebSocket, ev: Event) => unknown) | null = null;
  onclose: ((this: WebSocket, ev: CloseEvent) => unknown) | null = null;
  onerror: ((this: WebSocket, ev: Event) => unknown) | null = null;
  onmessage: ((this: WebSocket, ev: MessageEvent) => unknown) | null = null;
  /** Every text message received, in order. */
  readonly received: string[] = [];
  /** Pongs received (payloads). */
  readonly pongs: Buffer[] = [];
  /** HTTP status when the server refused the upgrade. */
  refusedWith: number | undefined;
  closeCode: number | undefined;
  readonly opened: Promise<void>;
  readonly closed: Promise<number | undefined>;

  private socket: Socket | undefined;
  private readonly waiters: Array<(text: string) => void> = [];
  private resolveOpened!: () => void;
  private resolveClosed!: (code: number | undefined) => void;

  constructor(url: string, options: TestWebSocketOptions = {}) {
    this.opened = new Promise((resolve) => (this.resolveOpened = resolve));
    this.closed = new Promise((resolve) => (this.resolveClosed = resolve));
    const target = new URL(url);
    const key = randomBytes(16).toString('base64');
    const req = http.request({
      host: target.hostname,
      port: target.port,
      path: target.pathname + target.search,
      headers: {
        Connection: 'Upgrade',
        Upgrade: 'websocket',
        'Sec-WebSocket-Key': key,
        'Sec-WebSocket-Version': '13',
        ...(options.origin ? { Origin: options.origin } : {}),
        ...options.headers,
      },
    });
    req.on('upgrade', (res, socket: Socket, head: Buffer) => {
      if (res.headers['sec-websocket-accept'] !== acceptKey(key)) {
        socket.destroy();
        this.fail();
        return;
      }
      this.socket = socket;
      this.readyState = TestWebSocket.OPEN;
      const parser = new FrameParser({ role: 'client', maxMessageBytes: 16 * 1024 * 1024 });
      const onData = (chunk: Buffer) => {
        for (const message of parser.push(chunk)) {
          if (message.type === 'text') {
            this.received.push(message.data);
            this.waiters.shift()?.(message.data);
            this.onmessage?.call(this as unknown as WebSocket, new MessageEvent('message', { data: message.data }));
          } else if (message.type === 'ping') this.write(Opcode.pong, message.data);
          else if (message.type === 'pong') this.pongs.push(message.data);
          else if (message.type === 'close') {
            this.closeCode = message.code;
            if (this.readyState === TestWebSocket.OPEN) this.write(Opcode.close, closePayload(message.code));
            socket.end();
          }
        }
      };
      socket.on('data', onData);
      socket.on('close', () => this.finish());
      socket.on('error', () => this.finish());
      this.onopen?.call(this as unknown as WebSocket, new Event('open'));
      this.resolveOpened();
      if (head.length > 0) onData(head);
    });
    req.on('response', (res) => {
      this.refusedWith = res.statusCode;
      res.resume();
      this.fail();
    });
    req.on('error', () => this.fail());
    req.end();
  }

  send(text: string): void {
    this.write(Opcode.text, Buffer.from(text, 'utf8'));
  }

  /** Bytes as they are, for protocol tests. */
  sendRaw(bytes: Buffer): void {
    this.socket?.write(bytes);
  }

  ping(payload = Buffer.from('are you there')): void {
    this.write(Opcode.ping, payload);
  }

  close(code = 1000): void {
    if (this.readyState !== TestWebSocket.OPEN) return;
    this.write(Opcode.close, closePayload(code));
    this.readyState = 2;
  }

  /** Drops the TCP connection without a close frame (a tab being killed). */
  terminate(): void {
    this.socket?.destroy();
  }

  /** The next text message to arrive. */
  nextMessage(): Promise<string> {
    return new Promise((resolve) => this.waiters.push(resolve));
  }

  private write(opcode: number, payload: Buffer): void {
    if (!this.socket || this.socket.destroyed) return;
    this.socket.write(encodeFrame(opcode, payload, { mask: randomBytes(4) }));
  }

  private fail(): void {
    this.onerror?.call(this as unknown as WebSocket, new Event('error'));
    this.finish();
  }

  private finish(): void {
    if (this.readyState === TestWebSocket.CLOSED) return;
    this.readyState = TestWebSocket.CLOSED;
    this.onclose?.call(this as unknown as WebSocket, new Event('close') as CloseEvent);
    this.resolveClosed(this.closeCode);
  }
}
