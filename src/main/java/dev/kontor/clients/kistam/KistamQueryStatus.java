package dev.kontor.clients.kistam;

/** A church tax query waits for the authority's answer (Sent), has it (Answered), or ran out of attempts (Failed). */
public enum KistamQueryStatus {
	Sent, Answered, Failed
}
