package dev.kontor.masterdata.reference.snapshot;

import java.io.InputStream;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;

import org.jspecify.annotations.Nullable;
import tools.jackson.core.JsonParser;
import tools.jackson.core.JsonToken;
import tools.jackson.core.TokenStreamLocation;
import tools.jackson.core.type.TypeReference;
import tools.jackson.databind.DeserializationFeature;
import tools.jackson.databind.ObjectReader;
import tools.jackson.databind.json.JsonMapper;

import dev.kontor.shared.InvalidInput;

/**
 * Reads a snapshot document with Jackson's streaming parser: the field definitions whole, the objects a batch at a
 * time, so that memory holds one batch however large the snapshot. {@code fieldDefinitions} must come before
 * {@code objects}, as in the documented format, since the objects' filterable values depend on them.
 */
final class SnapshotDocument {

	/** What receives the document's parts in their order. */
	interface Parts {

		void definitions(List<Snapshot.@Nullable FieldDefinition> definitions);

		/** The next objects; null elements stand for entries of the array that are not objects. */
		void objects(List<Snapshot.@Nullable SnapshotObject> batch);
	}

	/** The document's own fields, known once all of it is read. */
	record Read(@Nullable Instant providerTimestamp, boolean hasObjects) {
	}

	private static final TypeReference<List<Snapshot.@Nullable FieldDefinition>> DEFINITIONS = new TypeReference<>() {
	};

	private SnapshotDocument() {
	}

	static Read read(JsonMapper mapper, InputStream document, int batchSize, Parts parts) {
		// Each value is bound where it stands in the document; the rest of the document follows it.
		ObjectReader json = mapper.reader().without(DeserializationFeature.FAIL_ON_TRAILING_TOKENS);
		try (JsonParser parser = mapper.createParser(document)) {
			JsonToken first = parser.nextToken();
			if (first == null) {
				throw new InvalidInput("snapshot", "The snapshot is empty");
			}
			expect(parser, first == JsonToken.START_OBJECT, "a JSON object");
			Instant providerTimestamp = null;
			boolean objectsRead = false;
			while (parser.nextToken() == JsonToken.PROPERTY_NAME) {
				String name = parser.currentName();
				JsonToken value = parser.nextToken();
				switch (name) {
					case "providerTimestamp" -> providerTimestamp = json.forType(Instant.class).readValue(parser);
					case "fieldDefinitions" -> {
						expect(parser, !objectsRead, "fieldDefinitions before objects");
						List<Snapshot.@Nullable FieldDefinition> definitions = json.forType(DEFINITIONS).readValue(parser);
						parts.definitions(definitions == null ? List.of() : definitions);
					}
					case "objects" -> {
						objectsRead = value != JsonToken.VALUE_NULL;
						if (objectsRead) {
							readObjects(json.forType(Snapshot.SnapshotObject.class), parser, batchSize, parts);
						}
					}
					default -> parser.skipChildren();
				}
			}
			return new Read(providerTimestamp, objectsRead);
		}
	}

	private static void readObjects(ObjectReader objects, JsonParser parser, int batchSize, Parts parts) {
		expect(parser, parser.currentToken() == JsonToken.START_ARRAY, "objects as an array");
		List<Snapshot.@Nullable SnapshotObject> batch = new ArrayList<>(batchSize);
		while (parser.nextToken() != JsonToken.END_ARRAY) {
			boolean object = parser.currentToken() == JsonToken.START_OBJECT;
			batch.add(object ? objects.readValue(parser) : null);
			if (!object) {
				parser.skipChildren();
			}
			if (batch.size() == batchSize) {
				parts.objects(batch);
				batch = new ArrayList<>(batchSize);
			}
		}
		if (!batch.isEmpty()) {
			parts.objects(batch);
		}
	}

	private static void expect(JsonParser parser, boolean condition, String expected) {
		if (!condition) {
			throw new InvalidInput("snapshot", "The snapshot is not of the documented format: expected " + expected
					+ where(parser.currentLocation()));
		}
	}

	static String where(@Nullable TokenStreamLocation location) {
		return location == null ? "" : " (line " + location.getLineNr() + ", column " + location.getColumnNr() + ")";
	}
}
