package dev.kontor.console.security;

import org.springframework.boot.web.server.Cookie;
import org.springframework.boot.web.server.WebServerFactoryCustomizer;
import org.springframework.boot.web.server.autoconfigure.ServerProperties;
import org.springframework.boot.web.server.servlet.ConfigurableServletWebServerFactory;
import org.springframework.boot.web.server.servlet.Session;
import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Configuration;

import dev.kontor.shared.PlatformSettings;

/**
 * The browser session's cookie (the console's and the sign-in pages'): {@code HttpOnly}, {@code SameSite=Lax}, and
 * {@code Secure} whenever the public origin ({@code kontor.issuer}) is https, also behind a proxy that ends TLS and
 * forwards plain HTTP. A value of {@code server.servlet.session.cookie.*} set explicitly wins. Runs after Boot's own
 * customizer, which applies those settings.
 */
@Configuration(proxyBeanMethods = false)
class SessionCookies {

	@Bean
	WebServerFactoryCustomizer<ConfigurableServletWebServerFactory> sessionCookie(PlatformSettings platform,
			ServerProperties server) {
		boolean https = "https".equalsIgnoreCase(platform.issuer().getScheme());
		return factory -> {
			Session session = server.getServlet().getSession();
			Cookie cookie = session.getCookie();
			if (cookie.getSecure() == null) {
				cookie.setSecure(https);
			}
			if (cookie.getHttpOnly() == null) {
				cookie.setHttpOnly(true);
			}
			if (cookie.getSameSite() == null) {
				cookie.setSameSite(Cookie.SameSite.LAX);
			}
			factory.setSession(session);
		};
	}
}
