/// <reference lib="webworker" />
import { precacheAndRoute, cleanupOutdatedCaches } from 'workbox-precaching';

declare const self: ServiceWorkerGlobalScope;

// The shell is precached from the build's manifest, never from a pattern over file names (TOOLCHAIN.md).
precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();
