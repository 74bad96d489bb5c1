package dev.kontor.shared.asyncapi;

/**
 * A module's share of the AsyncAPI document: the channels it serves or calls, with their operations, messages and
 * schemas. A module describes its channels from the code that defines them (the event catalogue, the stream's
 * message types), so that the document cannot drift from what the server sends.
 */
@FunctionalInterface
public interface AsyncApiPart {

	void describe(AsyncApiDocument document);
}
