// Child process of the bench: starts the emulator once on an existing data directory and prints the start-up time, so
// the bench measures a real restart (WebAssembly compile included), not a second start inside a warm process.
import { startEmulator } from '../start';

const dataDir = process.argv[2];
const started = performance.now();
const emulator = await startEmulator({ port: 0, dataDir: dataDir ?? null });
const ms = performance.now() - started;
const rssMb = process.memoryUsage().rss / 1024 / 1024;
await emulator.close();
console.log(JSON.stringify({ ms, rssMb }));
