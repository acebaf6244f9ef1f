/** The waiting rule's inputs as they change: Data saver's choice and the connection's type. */
import { useEffect, useState } from 'react';
import { connection, dataSaverOn, useDataPack } from './data-pack-store';
import { isUnmetered, type WaitingContext } from './waiting-rule';

export function useWaitingContext(): WaitingContext {
  const choice = useDataPack((state) => state.dataSaver);
  const [type, setType] = useState(() => connection()?.type);
  useEffect(() => {
    const onChange = () => setType(connection()?.type);
    connection()?.addEventListener?.('change', onChange);
    return () => connection()?.removeEventListener?.('change', onChange);
  }, []);
  return { dataSaver: dataSaverOn(choice), unmetered: isUnmetered(type) };
}
