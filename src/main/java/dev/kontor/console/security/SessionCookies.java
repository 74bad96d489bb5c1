package dev.kontor.console.security;

import org.springframework.boot.session.autoconfigure.DefaultCookieSerializerCustomizer;
import org.springframework.boot.web.server.Cookie;
import org.springframework.boot.web.server.autoconfigure.ServerProperties;
import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Configuration;

import dev.kontor.shared.PlatformSettings;

/**
 * The browser session's cookie (the console's and the sign-in pages'; the session itself is kept in the database by
 * Spring Session): {@code JSESSIONID}, {@code HttpOnly}, {@code SameSite=Lax}, and {@code Secure} whenever the public
 * origin ({@code kontor.issuer}) is https, also behind a proxy that ends TLS and forwards plain HTTP. A value of
 * {@code server.servlet.session.cookie.*} set explicitly wins (Boot's cookie serializer applies those).
 */
@Configuration(proxyBeanMethods = false)
class SessionCookies {

	static final String NAME = "JSESSIONID";

	@Bean
	DefaultCookieSerializerCustomizer sessionCookie(PlatformSettings platform, ServerProperties server) {
		boolean https = "https".equalsIgnoreCase(platform.issuer().getScheme());
		Cookie cookie = server.getServlet().getSession().getCookie();
		return serializer -> {
			if (cookie.getName() == null) {
				serializer.setCookieName(NAME);
			}
			if (cookie.getSecure() == null) {
				serializer.setUseSecureCookie(https);
			}
			if (cookie.getHttpOnly() == null) {
				serializer.setUseHttpOnlyCookie(true);
			}
			if (cookie.getSameSite() == null) {
				serializer.setSameSite(Cookie.SameSite.LAX.attributeValue());
			}
		};
	}
}
