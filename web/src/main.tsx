import { startApp } from './app/start-app';

startApp();
