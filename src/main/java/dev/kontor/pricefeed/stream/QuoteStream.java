package dev.kontor.pricefeed.stream;

import java.time.Instant;
import java.util.HashMap;
import java.util.Map;

import jakarta.servlet.http.HttpServletRequest;
import jakarta.servlet.http.HttpServletResponse;

import org.springframework.http.HttpHeaders;
import org.springframework.http.server.ServletServerHttpRequest;
import org.springframework.http.server.ServletServerHttpResponse;
import org.springframework.security.oauth2.jwt.Jwt;
import org.springframework.stereotype.Service;
import org.springframework.web.socket.WebSocketHandler;
import org.springframework.web.socket.handler.ExceptionWebSocketHandlerDecorator;
import org.springframework.web.socket.server.HandshakeHandler;
import org.springframework.web.socket.server.support.DefaultHandshakeHandler;

import dev.kontor.pricefeed.QuoteStreams;
import dev.kontor.shared.InvalidInput;
import dev.kontor.shared.security.TokenClaims;

/**
 * Opens quote stream connections: upgrades a request whose caller is authenticated already (an access token the
 * resource server accepted, with the scope the route checked; or a console session) to a WebSocket served by
 * {@link QuoteStreamHandler}. A request that asks for no upgrade is refused with 400 in the platform's problem body,
 * not the framework's text.
 */
@Service
class QuoteStream implements QuoteStreams {

	private static final String WEBSOCKET = "websocket";

	private final HandshakeHandler handshake = new DefaultHandshakeHandler();

	private final WebSocketHandler handler;

	QuoteStream(QuoteStreamHandler handler) {
		// an unexpected failure closes the connection with 1011 rather than leaving it open and broken
		this.handler = new ExceptionWebSocketHandlerDecorator(handler);
	}

	@Override
	public void open(HttpServletRequest request, HttpServletResponse response, Jwt token) throws Exception {
		Instant expiresAt = token.getExpiresAt() != null ? token.getExpiresAt() : Instant.MAX;
		upgrade(request, response,
				new StreamCaller(token.getClaimAsString(TokenClaims.CLIENT_ID), token.getTokenValue(), expiresAt));
	}

	@Override
	public void openSignedIn(HttpServletRequest request, HttpServletResponse response, String caller, Instant until)
			throws Exception {
		upgrade(request, response, new StreamCaller(caller, null, until));
	}

	private void upgrade(HttpServletRequest request, HttpServletResponse response, StreamCaller caller)
			throws Exception {
		if (!WEBSOCKET.equalsIgnoreCase(request.getHeader(HttpHeaders.UPGRADE))) {
			throw new InvalidInput(HttpHeaders.UPGRADE, "must be websocket: the quote stream is a WebSocket");
		}
		Map<String, Object> attributes = new HashMap<>();
		attributes.put(QuoteStreamHandler.CALLER, caller);
		ServletServerHttpResponse answer = new ServletServerHttpResponse(response);
		handshake.doHandshake(new ServletServerHttpRequest(request), answer, handler, attributes);
		answer.close();
	}
}
