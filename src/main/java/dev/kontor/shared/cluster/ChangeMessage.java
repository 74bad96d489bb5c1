package dev.kontor.shared.cluster;

import java.nio.charset.StandardCharsets;
import java.util.Optional;

/**
 * A change as it travels in a notification: the sending instance's id, the topic and the payload, separated by
 * spaces (neither the id nor the topic holds one).
 */
record ChangeMessage(String sender, ChangeTopic topic, String payload) {

	String text() {
		return sender + " " + topic.name() + " " + payload;
	}

	static Optional<ChangeMessage> parse(String text) {
		int first = text.indexOf(' ');
		int second = first < 0 ? -1 : text.indexOf(' ', first + 1);
		if (second < 0) {
			return Optional.empty();
		}
		try {
			return Optional.of(new ChangeMessage(text.substring(0, first),
					new ChangeTopic(text.substring(first + 1, second)), text.substring(second + 1)));
		}
		catch (IllegalArgumentException notOurs) {
			return Optional.empty();
		}
	}

	static void requireSmall(String payload) {
		if (payload.getBytes(StandardCharsets.UTF_8).length > ClusterChanges.MAX_PAYLOAD_BYTES) {
			throw new IllegalArgumentException("A change's payload is at most " + ClusterChanges.MAX_PAYLOAD_BYTES
					+ " bytes: send ids, not documents");
		}
	}
}
