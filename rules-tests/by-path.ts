import {
  addDoc,
  collection,
  deleteDoc,
  doc,
  getDoc,
  getDocs,
  setDoc,
  updateDoc,
  type DocumentData,
  type Firestore,
} from 'firebase/firestore';

// Firestore calls by path, as every matrix case is written: who (the actor's Firestore), where (the path), what.

export const read = (db: Firestore, path: string) => getDoc(doc(db, path));
export const write = (db: Firestore, path: string, data: DocumentData) => setDoc(doc(db, path), data);
export const update = (db: Firestore, path: string, data: DocumentData) => updateDoc(doc(db, path), data);
export const remove = (db: Firestore, path: string) => deleteDoc(doc(db, path));
export const list = (db: Firestore, path: string) => getDocs(collection(db, path));
export const add = (db: Firestore, path: string, data: DocumentData) => addDoc(collection(db, path), data);
