/**
 * The MongoDB client's options for Netlify Functions on Atlas, and the operator's word in the URI
 * winning over them (the driver itself lets the options object win).
 */
import { describe, expect, it } from 'vitest';
import { clientOptionsFor, mongoClientOptions } from '../../functions/store/mongodb.ts';

describe('the MongoDB client options', () => {
  it('keep a small pool and timeouts below a function’s limit', () => {
    expect(mongoClientOptions).toMatchObject({ maxPoolSize: 5, minPoolSize: 0, serverSelectionTimeoutMS: 5_000, socketTimeoutMS: 10_000 });
    expect(clientOptionsFor('mongodb+srv://usuario:clave@cluster0.example.mongodb.net/')).toEqual(mongoClientOptions);
  });

  it('leave out what the URI sets, whatever its case', () => {
    const options = clientOptionsFor('mongodb+srv://u:c@cluster0.example.mongodb.net/tienda?retryWrites=true&MAXPOOLSIZE=20&w=majority');
    expect(options).not.toHaveProperty('maxPoolSize');
    expect(options).not.toHaveProperty('retryWrites');
    expect(options).toMatchObject({ serverSelectionTimeoutMS: 5_000, appName: 'tienda-reservas' });
  });
});
