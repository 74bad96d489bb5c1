package dev.kontor.shared.web;

import org.jspecify.annotations.Nullable;

import tools.jackson.core.JsonGenerator;
import tools.jackson.databind.SerializationContext;
import tools.jackson.databind.ValueSerializer;

/**
 * Writes a record held in parts as the one flat object a document describes, its fields in the document's order
 * where the parts interleave there (and {@code @JsonUnwrapped}, which writes part after part, would change it). Each
 * value is written as the application writes it anywhere else; the API's description still follows the record's
 * unwrapped parts, which name the same fields.
 *
 * @param <T> the record
 */
public abstract class DocumentOrderJson<T> extends ValueSerializer<T> {

	@Override
	public final void serialize(T value, JsonGenerator json, SerializationContext context) {
		json.writeStartObject(value);
		writeFields(value, new Fields(json, context));
		json.writeEndObject();
	}

	/** Writes the record's fields, in the document's order. */
	protected abstract void writeFields(T value, Fields fields);

	/** The object being written, a field at a time. */
	public static final class Fields {

		private final JsonGenerator json;

		private final SerializationContext context;

		Fields(JsonGenerator json, SerializationContext context) {
			this.json = json;
			this.context = context;
		}

		public Fields write(String name, @Nullable Object value) {
			context.defaultSerializeProperty(name, value, json);
			return this;
		}
	}
}
