package dev.kontor.shared.documents;

/** The content types of a bank account document (document 3). */
public enum DocumentContentType {
	Unknown, Image_Jpeg, Image_Bmp, Image_Png, Application_Pdf, Application_Docx, Application_Doc, Text_Plain, Other
}
