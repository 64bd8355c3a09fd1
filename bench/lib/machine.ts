import os from 'node:os';

export interface Machine {
  date: string;
  cpu: string;
  cores: number;
  memory: string;
  node: string;
  os: string;
}

export function describeMachine(): Machine {
  const cpus = os.cpus();
  return {
    date: new Date().toISOString().replace('T', ' ').slice(0, 16) + ' UTC',
    cpu: cpus[0]?.model.trim() ?? 'unknown',
    cores: cpus.length,
    memory: `${(os.totalmem() / 1024 ** 3).toFixed(1)} GiB`,
    node: process.version,
    os: `${os.type()} ${os.release()}`,
  };
}
