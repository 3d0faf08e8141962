// Minimal RFC 6455 WebSocket server side for the development inspector: handshake, text frames (fragmented or
// not), client masking, ping/pong and the close handshake; no extensions, no binary payloads.
// Written here instead of importing `ws` because `ws` is only a transitive dependency of @statelyai/inspect
// (not ours to rely on, and untyped here), and this subset is small enough to own and test.
import { createHash } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { Duplex } from 'node:stream';

const GUID = '258EAFA5-E914-47DA-95CA-C5AB0DC85B11';

export const Opcode = { continuation: 0x0, text: 0x1, binary: 0x2, close: 0x8, ping: 0x9, pong: 0xa } as const;

/** Close codes used here (RFC 6455 §7.4.1). */
export const CloseCode = {
  normal: 1000,
  goingAway: 1001,
  protocolError: 1002,
  unsupportedData: 1003,
  noStatus: 1005,
  invalidPayload: 1007,
  tooBig: 1009,
} as const;

/** Sec-WebSocket-Accept for a client's Sec-WebSocket-Key. */
export function acceptKey(key: string): string {
  return createHash('sha1').update(key + GUID).digest('base64');
}

/** One frame; `mask` is for clients (tests), servers never mask. */
export function encodeFrame(opcode: number, payload: Buffer, options: { fin?: boolean; mask?: Buffer } = {}): Buffer {
  const fin = options.fin ?? true;
  const length = payload.length;
  const lengthBytes = length < 126 ? 0 : length < 65_536 ? 2 : 8;
  const maskBytes = options.mask ? 4 : 0;
  const header = Buffer.alloc(2 + lengthBytes + maskBytes);
  header[0] = (fin ? 0x80 : 0) | opcode;
  const maskBit = options.mask ? 0x80 : 0;
  if (lengthBytes === 0) header[1] = maskBit | length;
  else if (lengthBytes === 2) {
    header[1] = maskBit | 126;
    header.writeUInt16BE(length, 2);
  } else {
    header[1] = maskBit | 127;
    header.writeBigUInt64BE(BigInt(length), 2);
  }
  if (!options.mask) return Buffer.concat([header, payload]);
  options.mask.copy(header, 2 + lengthBytes);
  const masked = Buffer.alloc(length);
  for (let i = 0; i < length; i += 1) masked[i] = payload[i]! ^ options.mask[i % 4]!;
  return Buffer.concat([header, masked]);
}

export function closePayload(code: number, reason = ''): Buffer {
  const reasonBytes = Buffer.from(reason, 'utf8').subarray(0, 123);
  const payload = Buffer.alloc(2 + reasonBytes.length);
  payload.writeUInt16BE(code, 0);
  reasonBytes.copy(payload, 2);
  return payload;
}

export type WebSocketMessage =
  | { type: 'text'; data: string }
  | { type: 'ping'; data: Buffer }
  | { type: 'pong'; data: Buffer }
  | { type: 'close'; code: number; reason: string };

export class WebSocketProtocolError extends Error {
  constructor(
    readonly code: number,
    message: string,
  ) {
    super(message);
  }
}

const utf8 = new TextDecoder('utf-8', { fatal: true });

/**
 * Turns a byte stream into whole messages. `role: 'server'` demands masked frames (what browsers send),
 * `role: 'client'` demands unmasked ones. Throws WebSocketProtocolError with the close code to answer.
 */
export class FrameParser {
  private buffer: Buffer = Buffer.alloc(0);
  private fragments: Buffer[] = [];
  private fragmentBytes = 0;
  private fragmented = false;

  constructor(private readonly options: { role: 'server' | 'client'; maxMessageBytes: number }) {}

  push(chunk: Buffer): WebSocketMessage[] {
    this.buffer = this.buffer.length === 0 ? chunk : Buffer.concat([this.buffer, chunk]);
    const messages: WebSocketMessage[] = [];
    for (;;) {
      const frame = this.readFrame();
      if (!frame) break;
      const message = this.handleFrame(frame);
      if (message) messages.push(message);
    }
    return messages;
  }

  private readFrame(): { fin: boolean; opcode: number; payload: Buffer } | undefined {
    const buf = this.buffer;
    if (buf.length < 2) return undefined;
    const first = buf[0]!;
    const second = buf[1]!;
    if (first & 0x70) throw new WebSocketProtocolError(CloseCode.protocolError, 'reserved bits set (no extensions were negotiated)');
    const fin = (first & 0x80) !== 0;
    const opcode = first & 0x0f;
    const masked = (second & 0x80) !== 0;
    if (this.options.role === 'server' && !masked) throw new WebSocketProtocolError(CloseCode.protocolError, 'client frames must be masked');
    if (this.options.role === 'client' && masked) throw new WebSocketProtocolError(CloseCode.protocolError, 'server frames must not be masked');
    let length = second & 0x7f;
    let offset = 2;
    if (length === 126) {
      if (buf.length < 4) return undefined;
      length = buf.readUInt16BE(2);
      offset = 4;
    } else if (length === 127) {
      if (buf.length < 10) return undefined;
      const big = buf.readBigUInt64BE(2);
      if (big > BigInt(this.options.maxMessageBytes)) throw new WebSocketProtocolError(CloseCode.tooBig, 'frame too large');
      length = Number(big);
      offset = 10;
    }
    if (opcode >= 0x8) {
      if (!fin) throw new WebSocketProtocolError(CloseCode.protocolError, 'control frames must not be fragmented');
      if (length > 125) throw new WebSocketProtocolError(CloseCode.protocolError, 'control frame payload over 125 bytes');
    } else if (this.fragmentBytes + length > this.options.maxMessageBytes) {
      throw new WebSocketProtocolError(CloseCode.tooBig, 'message too large');
    }
    const maskOffset = offset;
    if (masked) offset += 4;
    if (buf.length < offset + length) return undefined;
    const payload = Buffer.from(buf.subarray(offset, offset + length));
    if (masked) {
      for (let i = 0; i < length; i += 1) payload[i] = payload[i]! ^ buf[maskOffset + (i % 4)]!;
    }
    this.buffer = buf.subarray(offset + length);
    return { fin, opcode, payload };
  }

  private handleFrame({ fin, opcode, payload }: { fin: boolean; opcode: number; payload: Buffer }): WebSocketMessage | undefined {
    switch (opcode) {
      case Opcode.ping:
        return { type: 'ping', data: payload };
      case Opcode.pong:
        return { type: 'pong', data: payload };
      case Opcode.close: {
        if (payload.length === 1) throw new WebSocketProtocolError(CloseCode.protocolError, 'close payload of one byte');
        const code = payload.length >= 2 ? payload.readUInt16BE(0) : CloseCode.noStatus;
        return { type: 'close', code, reason: this.decodeText(payload.subarray(2)) };
      }
      case Opcode.text:
      case Opcode.binary:
        if (this.fragmented) throw new WebSocketProtocolError(CloseCode.protocolError, 'new message before the fragmented one ended');
        if (opcode === Opcode.binary) throw new WebSocketProtocolError(CloseCode.unsupportedData, 'binary messages are not accepted');
        if (fin) return { type: 'text', data: this.decodeText(payload) };
        this.fragmented = true;
        this.fragments = [payload];
        this.fragmentBytes = payload.length;
        return undefined;
      case Opcode.continuation: {
        if (!this.fragmented) throw new WebSocketProtocolError(CloseCode.protocolError, 'continuation without a message to continue');
        this.fragments.push(payload);
        this.fragmentBytes += payload.length;
        if (!fin) return undefined;
        const whole = Buffer.concat(this.fragments);
        this.fragmented = false;
        this.fragments = [];
        this.fragmentBytes = 0;
        return { type: 'text', data: this.decodeText(whole) };
      }
      default:
        throw new WebSocketProtocolError(CloseCode.protocolError, `unknown opcode ${opcode}`);
    }
  }

  private decodeText(bytes: Buffer): string {
    try {
      return utf8.decode(bytes);
    } catch {
      throw new WebSocketProtocolError(CloseCode.invalidPayload, 'text is not valid UTF-8');
    }
  }
}

export interface WebSocketConnectionOptions {
  maxMessageBytes?: number;
  /** A ping every this many ms; a peer that has not answered the previous one by then is dropped. */
  heartbeatMs?: number;
  /** Bytes that arrived with the upgrade request, after its headers. */
  head?: Buffer;
}

/** The server end of one upgraded connection. */
export class WebSocketConnection {
  private readonly parser: FrameParser;
  private readonly messageListeners = new Set<(text: string) => void>();
  private readonly closeListeners = new Set<(code: number) => void>();
  private state: 'open' | 'closing' | 'closed' = 'open';
  private closeCode: number = CloseCode.noStatus;
  private awaitingPong = false;
  private readonly heartbeat: ReturnType<typeof setInterval> | undefined;
  private closeTimer: ReturnType<typeof setTimeout> | undefined;

  constructor(
    private readonly socket: Duplex,
    options: WebSocketConnectionOptions = {},
  ) {
    this.parser = new FrameParser({ role: 'server', maxMessageBytes: options.maxMessageBytes ?? 1024 * 1024 });
    socket.on('data', (chunk: Buffer) => this.onData(chunk));
    // http.Server sockets allow half-open connections; once upgraded, ending our side is up to us.
    socket.on('end', () => {
      socket.end();
      this.finish(CloseCode.goingAway);
    });
    socket.on('close', () => this.finish(CloseCode.goingAway));
    socket.on('error', () => this.finish(CloseCode.goingAway));
    const heartbeatMs = options.heartbeatMs ?? 30_000;
    if (heartbeatMs > 0) {
      this.heartbeat = setInterval(() => {
        if (this.awaitingPong) {
          this.socket.destroy();
          return;
        }
        this.awaitingPong = true;
        this.write(Opcode.ping, Buffer.alloc(0));
      }, heartbeatMs);
      this.heartbeat.unref();
    }
    const head = options.head;
    // After the caller has attached its listeners (they are added synchronously after construction).
    if (head && head.length > 0) queueMicrotask(() => this.onData(head));
  }

  get isOpen(): boolean {
    return this.state === 'open';
  }

  onMessage(listener: (text: string) => void): void {
    this.messageListeners.add(listener);
  }

  /** Called once when the connection has ended (at once, asynchronously, if it already has). */
  onClose(listener: (code: number) => void): void {
    if (this.state === 'closed') queueMicrotask(() => listener(this.closeCode));
    else this.closeListeners.add(listener);
  }

  send(text: string): void {
    if (this.state === 'open') this.write(Opcode.text, Buffer.from(text, 'utf8'));
  }

  /** Starts the close handshake; the socket is ended once the peer answers (or after a second). */
  close(code: number = CloseCode.normal, reason = ''): void {
    if (this.state !== 'open') return;
    this.state = 'closing';
    this.write(Opcode.close, closePayload(code, reason));
    this.closeTimer = setTimeout(() => this.socket.destroy(), 1000);
    this.closeTimer.unref();
  }

  private write(opcode: number, payload: Buffer): void {
    if (!this.socket.writable) return;
    this.socket.write(encodeFrame(opcode, payload));
  }

  private onData(chunk: Buffer): void {
    if (this.state === 'closed') return;
    let messages: WebSocketMessage[];
    try {
      messages = this.parser.push(chunk);
    } catch (error) {
      // "Fail the WebSocket connection" (RFC 6455 §7.1.7): say why, then hang up; the stream cannot be resynced.
      const code = error instanceof WebSocketProtocolError ? error.code : CloseCode.protocolError;
      this.close(code, error instanceof Error ? error.message : '');
      this.socket.end();
      this.finish(code);
      return;
    }
    for (const message of messages) {
      switch (message.type) {
        case 'text':
          if (this.state === 'open') for (const listener of this.messageListeners) listener(message.data);
          break;
        case 'ping':
          this.write(Opcode.pong, message.data);
          break;
        case 'pong':
          this.awaitingPong = false;
          break;
        case 'close':
          if (this.state === 'open') {
            // Echo the peer's code (RFC 6455 §5.5.1); 1005 must not be sent on the wire.
            this.state = 'closing';
            this.write(Opcode.close, message.code === CloseCode.noStatus ? Buffer.alloc(0) : closePayload(message.code));
          }
          this.socket.end();
          this.finish(message.code);
          return;
      }
    }
  }

  private finish(code: number): void {
    if (this.state === 'closed') return;
    this.state = 'closed';
    this.closeCode = code;
    if (this.heartbeat) clearInterval(this.heartbeat);
    if (this.closeTimer) clearTimeout(this.closeTimer);
    for (const listener of this.closeListeners) listener(code);
    this.messageListeners.clear();
    this.closeListeners.clear();
  }
}

function headerValue(req: IncomingMessage, name: string): string {
  const value = req.headers[name];
  return Array.isArray(value) ? value.join(',') : (value ?? '');
}

/** Refuses an upgrade with a plain HTTP answer and drops the socket. */
export function rejectUpgrade(socket: Duplex, status: number, text: string, extraHeaders: string[] = []): void {
  const body = `${text}\n`;
  socket.end(
    [`HTTP/1.1 ${status} ${text}`, 'Connection: close', 'Content-Type: text/plain; charset=utf-8', `Content-Length: ${Buffer.byteLength(body)}`, ...extraHeaders, '', body].join('\r\n'),
  );
}

/**
 * Completes the handshake for an `upgrade` request, or answers 400/426 and returns undefined when the
 * request is not a valid WebSocket opening handshake.
 */
export function acceptUpgrade(req: IncomingMessage, socket: Duplex, head: Buffer, options: WebSocketConnectionOptions = {}): WebSocketConnection | undefined {
  const key = headerValue(req, 'sec-websocket-key').trim();
  const valid =
    req.method === 'GET' &&
    headerValue(req, 'upgrade').toLowerCase() === 'websocket' &&
    headerValue(req, 'connection').toLowerCase().split(',').some((token) => token.trim() === 'upgrade') &&
    /^[A-Za-z0-9+/]{22}==$/.test(key);
  if (!valid) {
    rejectUpgrade(socket, 400, 'Bad Request');
    return undefined;
  }
  if (headerValue(req, 'sec-websocket-version').trim() !== '13') {
    rejectUpgrade(socket, 426, 'Upgrade Required', ['Sec-WebSocket-Version: 13']);
    return undefined;
  }
  socket.write(['HTTP/1.1 101 Switching Protocols', 'Upgrade: websocket', 'Connection: Upgrade', `Sec-WebSocket-Accept: ${acceptKey(key)}`, '', ''].join('\r\n'));
  if ('setNoDelay' in socket && typeof socket.setNoDelay === 'function') socket.setNoDelay(true);
  return new WebSocketConnection(socket, { ...options, head });
}
