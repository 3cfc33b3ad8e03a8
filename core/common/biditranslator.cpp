#include "biditranslator.h"

#include <QLocale>
#include <QRegularExpression>

namespace DriveProof {

namespace {

constexpr char16_t kLri = 0x2066; // LEFT-TO-RIGHT ISOLATE
constexpr char16_t kFsi = 0x2068; // FIRST STRONG ISOLATE: the value's own first letter decides
constexpr char16_t kPdi = 0x2069; // POP DIRECTIONAL ISOLATE

constexpr char16_t kRlm = 0x200F; // RIGHT-TO-LEFT MARK

// QString::isRightToLeft() skips isolates, but QTextDocument (a selectable QLabel) takes
// the first strong letter it meets, even inside an isolate: "%1 قرص افتراضي" with a path
// for %1 would be laid out left to right. A mark in front of each right-to-left paragraph
// that does not begin with a right-to-left letter settles it for both.
// A paragraph with any Arabic or Hebrew letter is a right-to-left one, even when its first
// letters are Latin ("• udisks2 لا يعمل", "DriveProof ..."): the bidi algorithm alone would
// lay it out left to right.
bool hasRightToLeftLetter(const QString &paragraph)
{
    for (const QChar c : paragraph)
        if (c.direction() == QChar::DirR || c.direction() == QChar::DirAL)
            return true;
    return false;
}

QString markRightToLeft(const QString &text)
{
    QStringList paragraphs = text.split(u'\n');
    for (QString &paragraph : paragraphs) {
        if (paragraph.isEmpty() || !hasRightToLeftLetter(paragraph))
            continue;
        const QChar::Direction first = paragraph.front().direction();
        if (first != QChar::DirR && first != QChar::DirAL)
            paragraph.prepend(QChar(kRlm));
    }
    return paragraphs.join(u'\n');
}

} // namespace

bool containsBidiIsolate(const QString &text)
{
    for (const QChar c : text)
        if (c.unicode() >= kLri && c.unicode() <= kPdi)
            return true;
    return false;
}

QString isolatePlaceholders(const QString &translation)
{
    if (translation.isEmpty() || containsBidiIsolate(translation))
        return translation;
    // A quoted command: starts with a Latin letter, holds no Hebrew or Arabic letter.
    static const QRegularExpression command(
        QStringLiteral("'[A-Za-z][^'\\n\\x{0590}-\\x{08FF}]*'"));
    static const QRegularExpression placeholder(QStringLiteral("%L?(?:\\d{1,2}|n)"));
    const auto wrapPlaceholders = [](QStringView text) {
        QString out;
        qsizetype done = 0;
        const QString copy = text.toString();
        for (auto it = placeholder.globalMatch(copy); it.hasNext();) {
            const QRegularExpressionMatch m = it.next();
            out += QStringView(copy).mid(done, m.capturedStart() - done);
            out += QChar(kFsi) + m.captured() + QChar(kPdi);
            done = m.capturedEnd();
        }
        out += QStringView(copy).mid(done);
        return out;
    };
    QString out;
    qsizetype done = 0;
    for (auto it = command.globalMatch(translation); it.hasNext();) {
        const QRegularExpressionMatch m = it.next();
        out += wrapPlaceholders(QStringView(translation).mid(done, m.capturedStart() - done));
        out += QChar(kLri) + m.captured() + QChar(kPdi);
        done = m.capturedEnd();
    }
    out += wrapPlaceholders(QStringView(translation).mid(done));
    return markRightToLeft(out);
}

QString BidiTranslator::translate(const char *context, const char *sourceText,
                                  const char *disambiguation, int n) const
{
    return isolatePlaceholders(QTranslator::translate(context, sourceText, disambiguation, n));
}

QString joinKatakanaWords(const QString &translation)
{
    constexpr char16_t kWordJoiner = 0x2060;
    // The katakana block, the long vowel mark ー and the middle dot ・ included.
    const auto kana = [](QChar c) { return c.unicode() >= 0x30A1 && c.unicode() <= 0x30FF; };
    QString out;
    out.reserve(translation.size() + translation.size() / 4);
    for (qsizetype i = 0; i < translation.size(); ++i) {
        const QChar c = translation.at(i);
        // Not after the middle dot: "ライト・スルー" may break between its two words.
        if (i > 0 && kana(c) && kana(translation.at(i - 1)) &&
            translation.at(i - 1).unicode() != 0x30FB && c.unicode() != 0x30FB)
            out += QChar(kWordJoiner);
        out += c;
    }
    return out;
}

QString KatakanaTranslator::translate(const char *context, const char *sourceText,
                                      const char *disambiguation, int n) const
{
    return joinKatakanaWords(QTranslator::translate(context, sourceText, disambiguation, n));
}

std::unique_ptr<QTranslator> makeCatalogueTranslator(const QString &language, QObject *parent)
{
    if (QLocale(language).textDirection() == Qt::RightToLeft)
        return std::make_unique<BidiTranslator>(parent);
    // Not in a terminal: text there is searched and copied, and a joiner inside a word
    // stops grep from finding it (the CLI sets the property; terminals do not break lines
    // by words anyway).
    if (language == QLatin1String("ja") &&
        !(parent && parent->property(kPlainKatakanaProperty).toBool()))
        return std::make_unique<KatakanaTranslator>(parent);
    return std::make_unique<QTranslator>(parent);
}

} // namespace DriveProof
