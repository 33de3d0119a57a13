import { setLogLevel } from 'firebase/firestore';

// Denied writes are the point of many rules tests; the SDK would log each one.
setLogLevel('silent');
