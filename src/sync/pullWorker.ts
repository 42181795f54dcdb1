/// <reference lib="webworker" />
import { servePulls, type PagePort } from './pullWorkerHost';

// The sync worker: the page starts it once per signed-in person (pullWorkerClient.ts).
servePulls(self as unknown as PagePort);
