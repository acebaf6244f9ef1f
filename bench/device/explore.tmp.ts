import { startBenchServer } from './bench-server';
import { createBigSchool } from './big-school';
const s = await startBenchServer();
const schools = await s.api<any>('GET', '/schools?limit=3');
const big = await createBigSchool(s, schools.data[0]._id);
console.log(big);
const one = await s.api<any>('GET', `/students/school/${big.schoolId}?limit=1`);
console.log(one.pagination);
await s.close();
