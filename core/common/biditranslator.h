// Right-to-left catalogues (Arabic, Hebrew) with every inserted value isolated. A device
// path, a number with its unit or an English model name dropped into Arabic text is
// reordered by the Unicode bidi algorithm: "/dev/sda" shows as "dev/sda/", "512 MB/s" as
// "MB/s 512". Wrapping each placeholder of the translated sentence in FIRST STRONG ISOLATE
// ... POP DIRECTIONAL ISOLATE keeps each value in its own direction, wherever the GUI, the
// CLI or the helper shows the sentence.
#pragma once

#include <QTranslator>

#include <memory>

namespace DriveProof {

// Whether `text` holds a bidi isolate (U+2066..U+2069): text isolated once is not again.
bool containsBidiIsolate(const QString &text);

// `translation` with each placeholder (%1..%99, %L1, %n, %Ln) wrapped in U+2068 ... U+2069,
// except inside a quoted command ('parted %2 mkpart ...'), which is wrapped whole in
// U+2066 ... U+2069 outside its quotes so that a copied command holds no invisible
// character. A right-to-left paragraph that would begin with such a value or with
// punctuation gets a RIGHT-TO-LEFT MARK in front (see markRightToLeft()). Text that already
// holds an isolate is returned as it is.
QString isolatePlaceholders(const QString &translation);

// A QTranslator that hands out isolatePlaceholders() of what its catalogue says.
class BidiTranslator : public QTranslator
{
    Q_OBJECT
public:
    using QTranslator::QTranslator;
    QString translate(const char *context, const char *sourceText,
                      const char *disambiguation = nullptr, int n = -1) const override;
};

// `translation` with a WORD JOINER (U+2060) between the letters of each katakana word, so
// that a line break never splits "バイト" or "キャッシュ" (Unicode lets Japanese break between
// any two kana; a loan word split in two reads as two words).
QString joinKatakanaWords(const QString &translation);

// A QTranslator that hands out joinKatakanaWords() of what its catalogue says (Japanese).
class KatakanaTranslator : public QTranslator
{
    Q_OBJECT
public:
    using QTranslator::QTranslator;
    QString translate(const char *context, const char *sourceText,
                      const char *disambiguation = nullptr, int n = -1) const override;
};

// The translator DriveProof's catalogue for `language` is loaded into: BidiTranslator for
// Arabic and Hebrew, KatakanaTranslator for Japanese, a plain QTranslator for the others.
// A property of the application object: true keeps Japanese katakana words without word
// joiners (the command-line program: its output is searched with grep).
inline constexpr char kPlainKatakanaProperty[] = "driveproof.plainKatakana";

std::unique_ptr<QTranslator> makeCatalogueTranslator(const QString &language,
                                                     QObject *parent = nullptr);

} // namespace DriveProof
