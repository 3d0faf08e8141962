// The dev inspector's own WebSocket: accept key, frame encoding/parsing (lengths, masking, fragments, split
// chunks), protocol errors with their close codes, and over a real socket the handshake, ping/pong and close.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import {
  acceptKey,
  acceptUpgrade,
  closePayload,
  CloseCode,
  encodeFrame,
  FrameParser,
  Opcode,
  WebSocketProtocolError,
  type WebSocketConnection,
} from './websocket-connection';
import { TestWebSocket } from './websocket-test-client';

const mask = Buffer.from([0x37, 0xfa, 0x21, 0x3d]);
const serverParser = (maxMessageBytes = 1024 * 1024) => new FrameParser({ role: 'server', maxMessageBytes });

function protocolError(run: () => unknown): WebSocketProtocolError {
  try {
    run();
  } catch (error) {
    if (error instanceof WebSocketProtocolError) return error;
    throw error;
  }
  throw new Error('expected a protocol error');
}

describe('handshake key', () => {
  it('matches the example of RFC 6455 §1.3', () => {
    expect(acceptKey('dGhlIHNhbXBsZSBub25jZQ==')).toBe('s3pPLMBiTxaQ9kYGzzhZRbK+xOo=');
  });
});

describe('frames', () => {
  it('encodes the RFC 6455 §5.7 examples byte for byte', () => {
    expect(encodeFrame(Opcode.text, Buffer.from('Hello'))).toEqual(Buffer.from([0x81, 0x05, 0x48, 0x65, 0x6c, 0x6c, 0x6f]));
    expect(encodeFrame(Opcode.text, Buffer.from('Hello'), { mask })).toEqual(Buffer.from([0x81, 0x85, 0x37, 0xfa, 0x21, 0x3d, 0x7f, 0x9f, 0x4d, 0x51, 0x58]));
  });

  it.each([0, 1, 125, 126, 65_535, 65_536, 200_000])('round-trips a masked text of %i bytes (7-, 16- and 64-bit lengths)', (length) => {
    const text = 'é'.repeat(Math.floor(length / 2)) + 'x'.repeat(length % 2);
    const messages = serverParser().push(encodeFrame(Opcode.text, Buffer.from(text), { mask }));
    expect(messages).toEqual([{ type: 'text', data: text }]);
  });

  it('reassembles frames that arrive one byte at a time, and several frames in one chunk', () => {
    const bytes = Buffer.concat([encodeFrame(Opcode.text, Buffer.from('first'), { mask }), encodeFrame(Opcode.text, Buffer.from('second'), { mask })]);
    const parser = serverParser();
    const got = [...bytes].flatMap((byte) => parser.push(Buffer.from([byte])));
    expect(got).toEqual([
      { type: 'text', data: 'first' },
      { type: 'text', data: 'second' },
    ]);
    expect(serverParser().push(bytes)).toHaveLength(2);
  });

  it('joins a fragmented message and answers control frames sent between its fragments', () => {
    const parser = serverParser();
    const got = parser.push(
      Buffer.concat([
        encodeFrame(Opcode.text, Buffer.from('Hel'), { fin: false, mask }),
        encodeFrame(Opcode.ping, Buffer.from('p'), { mask }),
        encodeFrame(Opcode.continuation, Buffer.from('lo '), { fin: false, mask }),
        encodeFrame(Opcode.continuation, Buffer.from('wörld'), { mask }),
      ]),
    );
    expect(got).toEqual([
      { type: 'ping', data: Buffer.from('p') },
      { type: 'text', data: 'Hello wörld' },
    ]);
  });

  it('reads close frames with and without a status code', () => {
    expect(serverParser().push(encodeFrame(Opcode.close, closePayload(1001, 'bye'), { mask }))).toEqual([{ type: 'close', code: 1001, reason: 'bye' }]);
    expect(serverParser().push(encodeFrame(Opcode.close, Buffer.alloc(0), { mask }))).toEqual([{ type: 'close', code: CloseCode.noStatus, reason: '' }]);
  });

  it.each([
    ['an unmasked client frame', () => encodeFrame(Opcode.text, Buffer.from('x')), CloseCode.protocolError],
    ['reserved bits (no extension was agreed)', () => Buffer.from([0xc1, 0x80, ...mask]), CloseCode.protocolError],
    ['a binary message', () => encodeFrame(Opcode.binary, Buffer.from([1, 2]), { mask }), CloseCode.unsupportedData],
    ['an unknown opcode', () => encodeFrame(0x3, Buffer.alloc(0), { mask }), CloseCode.protocolError],
    ['a continuation with nothing to continue', () => encodeFrame(Opcode.continuation, Buffer.from('x'), { mask }), CloseCode.protocolError],
    ['a fragmented control frame', () => encodeFrame(Opcode.ping, Buffer.alloc(0), { fin: false, mask }), CloseCode.protocolError],
    ['a control frame over 125 bytes', () => encodeFrame(Opcode.ping, Buffer.alloc(126), { mask }), CloseCode.protocolError],
    ['text that is not UTF-8', () => encodeFrame(Opcode.text, Buffer.from([0xc3, 0x28]), { mask }), CloseCode.invalidPayload],
    ['a one-byte close payload', () => encodeFrame(Opcode.close, Buffer.from([3]), { mask }), CloseCode.protocolError],
  ])('refuses %s', (_name, bytes, code) => {
    expect(protocolError(() => serverParser().push(bytes())).code).toBe(code);
  });

  it('refuses a new message in the middle of a fragmented one', () => {
    const parser = serverParser();
    parser.push(encodeFrame(Opcode.text, Buffer.from('a'), { fin: false, mask }));
    expect(protocolError(() => parser.push(encodeFrame(Opcode.text, Buffer.from('b'), { mask }))).code).toBe(CloseCode.protocolError);
  });

  it('refuses messages over the size limit, also when only the fragments together are too large', () => {
    expect(protocolError(() => serverParser(100).push(encodeFrame(Opcode.text, Buffer.alloc(101, 0x61), { mask }))).code).toBe(CloseCode.tooBig);
    const parser = serverParser(100);
    parser.push(encodeFrame(Opcode.text, Buffer.alloc(60, 0x61), { fin: false, mask }));
    expect(protocolError(() => parser.push(encodeFrame(Opcode.continuation, Buffer.alloc(60, 0x61), { mask }))).code).toBe(CloseCode.tooBig);
    // A 64-bit length is refused from its header alone, before any payload arrives.
    const header = Buffer.from([0x81, 0xff, 0, 0, 0, 1, 0, 0, 0, 0]);
    expect(protocolError(() => serverParser(100).push(header)).code).toBe(CloseCode.tooBig);
  });

  it('client role wants unmasked frames', () => {
    const client = new FrameParser({ role: 'client', maxMessageBytes: 1000 });
    expect(client.push(encodeFrame(Opcode.text, Buffer.from('hi')))).toEqual([{ type: 'text', data: 'hi' }]);
    expect(protocolError(() => new FrameParser({ role: 'client', maxMessageBytes: 1000 }).push(encodeFrame(Opcode.text, Buffer.from('hi'), { mask }))).code).toBe(
      CloseCode.protocolError,
    );
  });
});

describe('over a real socket', () => {
  let server: http.Server | undefined;
  const clients: TestWebSocket[] = [];
  const connect = (url: string, options?: ConstructorParameters<typeof TestWebSocket>[1]) => {
    const client = new TestWebSocket(url, options);
    clients.push(client);
    return client;
  };
  afterEach(async () => {
    // Upgraded sockets are no longer HTTP connections: server.close() waits for them until they are gone.
    for (const client of clients.splice(0)) client.terminate();
    await new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve()));
    server = undefined;
  });

  async function echoServer(options: { heartbeatMs?: number } = {}): Promise<{ url: string; connections: WebSocketConnection[] }> {
    const connections: WebSocketConnection[] = [];
    server = http.createServer((_req, res) => res.writeHead(404).end());
    server.on('upgrade', (req, socket, head) => {
      const ws = acceptUpgrade(req, socket, head, { heartbeatMs: options.heartbeatMs ?? 0 });
      if (!ws) return;
      connections.push(ws);
      ws.onMessage((text) => ws.send(`echo: ${text}`));
    });
    await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve));
    return { url: `ws://127.0.0.1:${(server.address() as AddressInfo).port}/`, connections };
  }

  it('completes the handshake and exchanges text both ways', async () => {
    const { url } = await echoServer();
    const client = connect(url);
    await client.opened;
    const reply = client.nextMessage();
    client.send('hallo 👋');
    expect(await reply).toBe('echo: hallo 👋');
  });

  it('answers a ping with a pong carrying the same payload', async () => {
    const { url } = await echoServer();
    const client = connect(url);
    await client.opened;
    client.ping(Buffer.from('p1'));
    await expect.poll(() => client.pongs.map(String)).toEqual(['p1']);
  });

  it('echoes the close code and reports the close on both ends', async () => {
    const { url, connections } = await echoServer();
    const client = connect(url);
    await client.opened;
    const serverClosed = new Promise<number>((resolve) => connections[0]!.onClose(resolve));
    client.close(4001);
    expect(await serverClosed).toBe(4001);
    expect(await client.closed).toBe(4001);
  });

  it('closes with 1002 on a protocol error (an unmasked frame)', async () => {
    const { url } = await echoServer();
    const client = connect(url);
    await client.opened;
    client.sendRaw(encodeFrame(Opcode.text, Buffer.from('no mask')));
    expect(await client.closed).toBe(CloseCode.protocolError);
  });

  it('pings an idle peer and drops one that stops answering', async () => {
    const { url, connections } = await echoServer({ heartbeatMs: 40 });
    const client = connect(url);
    await client.opened;
    // The test client answers pings, so it stays connected over several heartbeats.
    await new Promise((resolve) => setTimeout(resolve, 150));
    expect(connections[0]!.isOpen).toBe(true);
    // A peer that does not answer (here: one that stops reading) is dropped by the next heartbeat.
    const closed = new Promise<void>((resolve) => connections[0]!.onClose(() => resolve()));
    (client as unknown as { socket: import('node:net').Socket }).socket.pause();
    await closed;
  });

  it('refuses a request that is not a WebSocket handshake, and an unsupported version', async () => {
    const { url } = await echoServer();
    const bad = connect(url, { headers: { 'Sec-WebSocket-Key': 'short' } });
    await bad.closed;
    expect(bad.refusedWith).toBe(400);
    const old = connect(url, { headers: { 'Sec-WebSocket-Version': '8' } });
    await old.closed;
    expect(old.refusedWith).toBe(426);
  });
});
