package dev.kontor.identity.server;

import org.springframework.context.ApplicationEventPublisher;
import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Configuration;
import org.springframework.security.authentication.AuthenticationEventPublisher;
import org.springframework.security.authentication.DefaultAuthenticationEventPublisher;
import org.springframework.security.core.Authentication;
import org.springframework.security.core.AuthenticationException;

/**
 * Publishes failed authentications as application events, successful ones not: every API request and every token
 * request authenticates, no listener wants to hear of it, and each event still passed through the event multicaster
 * of the durable event registry, which looks for transactional listeners (4 % of a token request).
 */
@Configuration(proxyBeanMethods = false)
class AuthenticationEvents {

	@Bean
	AuthenticationEventPublisher authenticationEventPublisher(ApplicationEventPublisher publisher) {
		return new FailuresOnly(new DefaultAuthenticationEventPublisher(publisher));
	}

	private record FailuresOnly(AuthenticationEventPublisher delegate) implements AuthenticationEventPublisher {

		@Override
		public void publishAuthenticationSuccess(Authentication authentication) {
		}

		@Override
		public void publishAuthenticationFailure(AuthenticationException exception, Authentication authentication) {
			delegate.publishAuthenticationFailure(exception, authentication);
		}
	}
}
