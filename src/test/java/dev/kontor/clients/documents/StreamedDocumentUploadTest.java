package dev.kontor.clients.documents;

import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.io.UncheckedIOException;
import java.net.Socket;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.time.Instant;
import java.util.HexFormat;
import java.util.Map;
import java.util.Random;
import java.util.UUID;

import org.apache.pdfbox.cos.COSName;
import org.apache.pdfbox.pdmodel.PDDocument;
import org.apache.pdfbox.pdmodel.PDPage;
import org.apache.pdfbox.pdmodel.common.PDStream;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

import org.springframework.beans.factory.annotation.Autowired;

import dev.kontor.shared.documents.SampleFiles;
import dev.kontor.testing.Http;
import dev.kontor.testing.HttpTest;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * Uploads near and over the size limit over real HTTP with real tokens, read as they arrive: a document just under
 * 10 MB reads back byte for byte, one just over answers 413, a broken character deep in {@code fileData} or a body
 * that ends abruptly stores nothing and leaves no temporary file behind.
 */
class StreamedDocumentUploadTest extends HttpTest {

	private static final int TEN_MB = 10 * 1024 * 1024;

	@Autowired
	private UploadFolder uploadFolder;

	private String token;

	private String clientId;

	@BeforeEach
	void clientRecord() {
		UUID tenantId = platform.newTenant();
		token = platform.clientCredentialsToken(platform.newServerClient(tenantId, "clients.read", "clients.write"),
				"clients.read clients.write");
		clientId = platform.newClientRecord(tenantId, "large-documents-owner");
	}

	@AfterEach
	void noTemporaryFileIsLeft() throws Exception {
		awaitNoUploadFiles();
	}

	@Test
	void aPdfJustUnderTheLimitReadsBackWithTheSameBytes() {
		byte[] pdf = pdfOfAbout(TEN_MB - 1024);
		assertThat(pdf.length).isBetween(TEN_MB - 4096, TEN_MB);

		Http.Response uploaded = http.postJson(documents(), token, body("Application_Pdf", hex(pdf)));

		assertThat(uploaded.status()).as(uploaded.toString()).isEqualTo(201);
		assertThat(uploaded.json().get("size").asLong()).isEqualTo(pdf.length);
		Http.Response read = http.get(documents() + "/" + uploaded.json().get("id").asString(), token);
		assertThat(read.status()).isEqualTo(200);
		assertThat(HexFormat.of().parseHex(read.json().get("fileData").asString().substring(2))).isEqualTo(pdf);
	}

	@Test
	void aDocumentOneByteOverTheLimitAnswers413WithTheProblemBody() {
		Http.Response tooLarge = http.postJson(documents(), token, body("Text_Plain", hex(new byte[TEN_MB + 1])));

		assertThat(tooLarge.status()).as(tooLarge.toString()).isEqualTo(413);
		assertThat(tooLarge.header("Content-Type")).startsWith("application/problem+json");
		assertThat(tooLarge.json().get("status").asInt()).isEqualTo(413);
		assertThat(tooLarge.json().get("detail").asString()).isEqualTo("A document may hold at most 10240 KB");
		assertThat(storedDocuments()).isZero();
	}

	@Test
	void largeBytesThatAreNotWhatTheContentTypeSaysAnswer400() {
		byte[] png = SampleFiles.image("png", 1200, 900);

		Http.Response response = http.postJson(documents(), token, body("Application_Pdf", hex(png)));

		assertThat(response.status()).as(response.toString()).isEqualTo(400);
		assertThat(response.json().get("errors").get("fileData").get(0).asString())
			.isEqualTo("must be a PDF as contentType says");
		assertThat(storedDocuments()).isZero();
	}

	@Test
	void aBrokenHexadecimalCharacterInTheMiddleAnswers400AndStoresNothing() {
		String text = hex(pdfOfAbout(4 * 1024 * 1024));
		int middle = text.length() / 2;
		String broken = text.substring(0, middle) + "g" + text.substring(middle + 1);

		Http.Response response = http.postJson(documents(), token, body("Application_Pdf", broken));

		assertThat(response.status()).as(response.toString()).isEqualTo(400);
		assertThat(response.json().get("errors").get("fileData").get(0).asString())
			.isEqualTo("must be 0x followed by pairs of hexadecimal digits");
		assertThat(storedDocuments()).isZero();
	}

	@Test
	void aBodyThatEndsAbruptlyStoresNothingAndNeverAnswers500() throws Exception {
		String json = "{\"contentType\":\"Application_Pdf\",\"documentType\":\"Passport\",\"fileData\":\""
				+ hex(pdfOfAbout(2 * 1024 * 1024)) + "\"}";
		byte[] body = json.getBytes(StandardCharsets.US_ASCII);
		String status;
		try (Socket socket = new Socket("localhost", PORT)) {
			OutputStream out = socket.getOutputStream();
			out.write(("POST " + documents() + " HTTP/1.1\r\nHost: localhost\r\nAuthorization: Bearer " + token
					+ "\r\nContent-Type: application/json\r\nContent-Length: " + body.length + "\r\n\r\n")
				.getBytes(StandardCharsets.US_ASCII));
			out.write(body, 0, body.length / 2);
			out.flush();
			socket.shutdownOutput();
			socket.setSoTimeout(30_000);
			status = statusLine(socket.getInputStream());
		}

		assertThat(status).as("the status line, if any").doesNotContain(" 500 ");
		awaitNoUploadFiles();
		assertThat(storedDocuments()).isZero();
	}

	private void awaitNoUploadFiles() throws Exception {
		Instant deadline = Instant.now().plus(Duration.ofSeconds(10));
		while (uploadFolder.filesInUse() > 0 && Instant.now().isBefore(deadline)) {
			Thread.sleep(50);
		}
		assertThat(uploadFolder.filesInUse()).as("temporary files of uploads").isZero();
	}

	private static String statusLine(InputStream in) throws IOException {
		ByteArrayOutputStream line = new ByteArrayOutputStream();
		try {
			for (int b = in.read(); b >= 0 && b != '\n'; b = in.read()) {
				line.write(b);
			}
		}
		catch (IOException closed) {
			// The server may close the connection without an answer: the request never ended.
		}
		return line.toString(StandardCharsets.US_ASCII);
	}

	private long storedDocuments() {
		return http.get(documents(), token).json().get("totalRecordCount").asLong();
	}

	private String documents() {
		return "/api/v3/clients/" + clientId + "/documents";
	}

	private static Map<String, Object> body(String contentType, String fileData) {
		return Map.of("contentType", contentType, "documentType", "Passport", "fileData", fileData,
				"label", "Scan", "fileName", "scan.pdf");
	}

	private static String hex(byte[] file) {
		return "0x" + HexFormat.of().formatHex(file);
	}

	/** A one-page PDF padded to about {@code size} bytes with a content stream of random bytes. */
	static byte[] pdfOfAbout(int size) {
		byte[] padding = new byte[size - 1024];
		new Random(7).nextBytes(padding);
		try (PDDocument document = new PDDocument()) {
			PDPage page = new PDPage();
			document.addPage(page);
			page.getCOSObject().setItem(COSName.getPDFName("Padding"),
					new PDStream(document, new ByteArrayInputStream(padding)));
			ByteArrayOutputStream out = new ByteArrayOutputStream();
			document.save(out);
			return out.toByteArray();
		}
		catch (IOException ex) {
			throw new UncheckedIOException(ex);
		}
	}
}
