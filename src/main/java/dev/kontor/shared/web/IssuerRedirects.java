package dev.kontor.shared.web;

import java.io.IOException;

import jakarta.servlet.http.HttpServletRequest;
import jakarta.servlet.http.HttpServletResponse;

import org.springframework.security.web.RedirectStrategy;
import org.springframework.util.Assert;
import org.springframework.web.util.UriComponents;
import org.springframework.web.util.UriComponentsBuilder;

import dev.kontor.shared.PlatformSettings;

/**
 * Redirects to the path and query of the given URL under the configured issuer, whatever origin the URL names. Spring
 * Security remembers the request that needed a sign-in as an absolute URL built from that request's {@code Host}
 * header, and resumes it after the sign-in; a forged {@code Host} would send the browser to another site.
 */
public final class IssuerRedirects implements RedirectStrategy {

	private final String issuer;

	public IssuerRedirects(PlatformSettings platform) {
		Assert.notNull(platform, "platform cannot be null");
		this.issuer = platform.issuerString();
	}

	@Override
	public void sendRedirect(HttpServletRequest request, HttpServletResponse response, String url)
			throws IOException {
		UriComponents target = UriComponentsBuilder.fromUriString(url).build();
		response.sendRedirect(UriComponentsBuilder.fromUriString(issuer)
			.path(target.getPath())
			.query(target.getQuery())
			.build()
			.toUriString());
	}
}
