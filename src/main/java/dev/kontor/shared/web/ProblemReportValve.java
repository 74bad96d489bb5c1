package dev.kontor.shared.web;

import java.io.IOException;
import java.io.PrintWriter;
import java.util.Objects;

import org.apache.catalina.connector.Request;
import org.apache.catalina.connector.Response;
import org.apache.catalina.valves.ErrorReportValve;
import org.jspecify.annotations.Nullable;

import org.springframework.http.HttpStatus;

/**
 * The servlet container's error report, for the errors Tomcat answers before the application sees the request: a
 * request line or headers over {@code server.max-http-request-header-size}, a path Tomcat refuses ({@code %00}).
 * Tomcat's own report is an HTML page; this one is the body of the addressed API, as every other error of the
 * platform. Errors of the application never get here: Spring Boot's error page answers them first.
 */
final class ProblemReportValve extends ErrorReportValve {

	private final ErrorBodies bodies;

	ProblemReportValve(ErrorBodies bodies) {
		this.bodies = bodies;
	}

	@Override
	protected void report(Request request, Response response, @Nullable Throwable throwable) {
		// As the report it replaces: nothing for a success, for a body begun, or for an error reported already.
		if (response.getStatus() < 400 || response.getContentWritten() > 0 || !response.setErrorReported()) {
			return;
		}
		HttpStatus status = Objects.requireNonNullElse(HttpStatus.resolve(response.getStatus()),
				HttpStatus.INTERNAL_SERVER_ERROR);
		// A request line Tomcat could not read has no path: the answer is then a problem without an instance.
		String path = Objects.requireNonNullElse(request.getRequestURI(), "");
		ErrorBodies.Rendered body = bodies.render(path, status,
				status.is5xxServerError() ? "An unexpected error occurred" : status.getReasonPhrase(), status.name());
		try {
			PrintWriter writer = response.getReporter();
			if (writer != null) {
				response.setContentType(body.contentType());
				response.setCharacterEncoding("UTF-8");
				writer.write(body.json());
				response.finishResponse();
			}
		}
		catch (IOException | IllegalStateException ex) {
			// The connection is gone or the response cannot take a body: the status line is all the caller gets.
		}
	}
}
