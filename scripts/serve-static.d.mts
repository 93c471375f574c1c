import type { Server } from 'node:http';

export function createStaticServer(folder: string): Server;
