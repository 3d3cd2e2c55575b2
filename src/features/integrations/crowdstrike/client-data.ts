/**
 * CrowdStrike client data (console-platform.md §2.7, §5): client_id, client_secret and base_url are encrypted in
 * the browser with the account's public key and only the ciphertext leaves it. RSA-OAEP with SHA-256 (Web Crypto);
 * the payload is the UTF-8 JSON object, the result base64.
 */
export const CLIENT_DATA_CIPHER = { name: 'RSA-OAEP', hash: 'SHA-256' } as const;

export interface ClientDataFields {
  client_id: string;
  client_secret: string;
  base_url: string;
}

/** Why nothing was sent; carries no field value. */
export class ClientDataEncryptionError extends Error {
  constructor(reason: string) {
    super(`Client data could not be encrypted: ${reason}`);
    this.name = 'ClientDataEncryptionError';
  }
}

/** The DER bytes of an SPKI PEM public key. */
function spkiFromPem(pem: string): Uint8Array<ArrayBuffer> {
  const match = /-----BEGIN PUBLIC KEY-----([A-Za-z0-9+/=\s]+)-----END PUBLIC KEY-----/.exec(pem);
  if (!match?.[1]) throw new ClientDataEncryptionError('not a PEM public key');
  const base64 = match[1].replace(/\s+/g, '');
  let binary: string;
  try {
    binary = atob(base64);
  } catch {
    throw new ClientDataEncryptionError('not a PEM public key');
  }
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
  return bytes;
}

export function toBase64(bytes: Uint8Array): string {
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary);
}

/** Largest RSA-OAEP plaintext for the key: k − 2·hLen − 2 bytes (190 for RSA-2048 with SHA-256). */
const maxPlaintextBytes = (modulusBits: number) => modulusBits / 8 - 2 * 32 - 2;

/** Encrypts the three fields; any failure is a ClientDataEncryptionError and nothing is sent. */
export async function encryptClientData(
  fields: ClientDataFields,
  publicKeyPem: string,
  subtle: SubtleCrypto = globalThis.crypto.subtle,
): Promise<string> {
  const spki = spkiFromPem(publicKeyPem);
  let key: CryptoKey;
  try {
    key = await subtle.importKey('spki', spki, CLIENT_DATA_CIPHER, false, ['encrypt']);
  } catch {
    throw new ClientDataEncryptionError('the public key cannot be used for RSA-OAEP');
  }
  const plaintext = new TextEncoder().encode(
    JSON.stringify({ client_id: fields.client_id, client_secret: fields.client_secret, base_url: fields.base_url }),
  );
  const modulus = (key.algorithm as RsaHashedKeyAlgorithm).modulusLength;
  if (plaintext.byteLength > maxPlaintextBytes(modulus)) throw new ClientDataEncryptionError('the data is too long for the key');
  try {
    return toBase64(new Uint8Array(await subtle.encrypt(CLIENT_DATA_CIPHER, key, plaintext)));
  } catch {
    throw new ClientDataEncryptionError('Web Crypto refused to encrypt');
  }
}
