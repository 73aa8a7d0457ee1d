import { fuzzAs } from './fuzz-suite';

await fuzzAs('visitor');
