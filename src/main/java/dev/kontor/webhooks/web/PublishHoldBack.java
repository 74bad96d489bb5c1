package dev.kontor.webhooks.web;

import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.lang.reflect.Type;
import java.util.LinkedHashSet;
import java.util.Set;
import java.util.UUID;

import lombok.RequiredArgsConstructor;
import tools.jackson.core.JacksonException;
import tools.jackson.core.JsonParser;
import tools.jackson.core.JsonToken;
import tools.jackson.core.ObjectReadContext;
import tools.jackson.core.TokenStreamContext;
import tools.jackson.core.json.JsonFactory;

import org.springframework.core.MethodParameter;
import org.springframework.http.HttpHeaders;
import org.springframework.http.HttpInputMessage;
import org.springframework.http.converter.HttpMessageConverter;
import org.springframework.web.bind.annotation.ControllerAdvice;
import org.springframework.web.servlet.mvc.method.annotation.RequestBodyAdviceAdapter;

import dev.kontor.shared.TooManyRequests;
import dev.kontor.webhooks.dispatch.DeliveryLag;
import dev.kontor.webhooks.web.WebhookAdminController.PublishEvent;
import dev.kontor.webhooks.web.WebhookAdminController.PublishEvents;

/**
 * Refuses the events of a tenant whose webhook delivery lags ({@link DeliveryLag}) before their body is read into
 * records and validated. A publisher held back sends again after {@code Retry-After}; reading a batch of a hundred
 * events into records and validating each, only to refuse them all, took about as much of the processors as accepting
 * them, and those processors are the ones delivery needs to catch up.
 *
 * <p>While no tenant lags, the body is read as always. While one does, the body's tenants are found by a streaming
 * read of the events' own {@code tenantId} fields (not those inside {@code parameters}); a body that is not such JSON
 * is left to the usual reading, which names its problems.
 */
@ControllerAdvice(assignableTypes = WebhookAdminController.class)
@RequiredArgsConstructor
class PublishHoldBack extends RequestBodyAdviceAdapter {

	private static final JsonFactory JSON = new JsonFactory();

	private final DeliveryLag lag;

	@Override
	public boolean supports(MethodParameter parameter, Type targetType,
			Class<? extends HttpMessageConverter<?>> converterType) {
		return targetType == PublishEvents.class || targetType == PublishEvent.class;
	}

	@Override
	public HttpInputMessage beforeBodyRead(HttpInputMessage input, MethodParameter parameter, Type targetType,
			Class<? extends HttpMessageConverter<?>> converterType) throws IOException {
		if (!lag.anyBehind()) {
			return input;
		}
		byte[] body = input.getBody().readAllBytes();
		lag.behind(tenantsOf(body, targetType == PublishEvents.class)).ifPresent(wait -> {
			throw new TooManyRequests("Webhook delivery to an endpoint of this tenant is behind by more than "
					+ "kontor.webhooks.publish-lag-bound; nothing was accepted: publish again after the wait in "
					+ "Retry-After", wait);
		});
		return new HttpInputMessage() {

			@Override
			public InputStream getBody() {
				return new ByteArrayInputStream(body);
			}

			@Override
			public HttpHeaders getHeaders() {
				return input.getHeaders();
			}
		};
	}

	/**
	 * The tenants the events of a body name: the {@code tenantId} of the body itself, or of each element of its
	 * {@code events}. What cannot be read as such is left out.
	 */
	static Set<UUID> tenantsOf(byte[] body, boolean batch) {
		Set<UUID> tenants = new LinkedHashSet<>();
		try (JsonParser parser = JSON.createParser(ObjectReadContext.empty(), body)) {
			for (JsonToken token = parser.nextToken(); token != null; token = parser.nextToken()) {
				if (token == JsonToken.VALUE_STRING && "tenantId".equals(parser.currentName())
						&& isEvent(parser.streamReadContext(), batch)) {
					readUuid(parser.getString(), tenants);
				}
			}
		}
		catch (JacksonException unreadable) {
			// the usual reading answers it
		}
		return tenants;
	}

	/** Whether the object a value is in is an event: the body's root object, or an element of its {@code events}. */
	private static boolean isEvent(TokenStreamContext object, boolean batch) {
		TokenStreamContext parent = object.getParent();
		if (!batch) {
			return parent.inRoot();
		}
		TokenStreamContext root = parent.getParent();
		return parent.inArray() && root != null && root.inObject() && "events".equals(root.currentName())
				&& root.getParent().inRoot();
	}

	private static void readUuid(String text, Set<UUID> into) {
		try {
			into.add(UUID.fromString(text));
		}
		catch (IllegalArgumentException notAnId) {
			// the usual reading answers it
		}
	}
}
