// `driveproof-cli --language LANG` as a person runs it: it is read before the help is
// written (German help for `--language de --help`), it overrides the environment, which the
// CLI follows otherwise (LANGUAGE, then LC_ALL / LC_MESSAGES / LANG), and an unknown
// language is one error line naming the languages there are, with exit status 2.
#include "testskip.h"

#include <QFileInfo>

#include <QProcess>
#include <QTest>
#include <QTranslator>
#include <algorithm>

using namespace Qt::StringLiterals;

namespace {

struct Run
{
    int exitCode = -1;
    QString out;
    QString err;
};

// Runs the CLI with an environment that asks for nothing but `language` (LANGUAGE).
Run cli(const QStringList &args, const QString &language = {})
{
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    for (const QString &name : {u"LANGUAGE"_s, u"LC_ALL"_s, u"LC_MESSAGES"_s, u"LANG"_s})
        env.remove(name);
    env.insert(u"LANG"_s, u"C.UTF-8"_s);
    if (!language.isEmpty())
        env.insert(u"LANGUAGE"_s, language);
    QProcess p;
    p.setProcessEnvironment(env);
    p.start(QStringLiteral(DRIVEPROOF_CLI), args);
    if (!p.waitForFinished(60000))
        return {};
    return {p.exitStatus() == QProcess::NormalExit ? p.exitCode() : -1,
            QString::fromUtf8(p.readAllStandardOutput()),
            QString::fromUtf8(p.readAllStandardError())};
}

} // namespace

class TestLanguageCli : public QObject
{
    Q_OBJECT

    QTranslator m_german; // the catalogue driveproof_de.qm, as built into driveproof_core

private slots:
    void initTestCase()
    {
        DRIVEPROOF_SKIP_UNLESS(QFileInfo(QStringLiteral(DRIVEPROOF_CLI)).isExecutable(),
                               "driveproof-cli is not built");
        QVERIFY(m_german.load(u":/i18n/driveproof_de.qm"_s));
    }

    void germanHelp();
    void germanCommandHelp();
    void optionOverridesEnvironment();
    void followsEnvironment();
    void wideCharactersLineUp();
    void japaneseStaysSearchable();
    void unknownLanguage_data();
    void unknownLanguage();
};

void TestLanguageCli::germanHelp()
{
    const Run english = cli({u"--language"_s, u"en"_s, u"--help"_s}, u"de"_s);
    QCOMPARE(english.exitCode, 0);
    QVERIFY2(english.out.contains("Usage: driveproof-cli"_L1), qPrintable(english.out));
    QVERIFY(english.out.contains("--language"_L1));
    const Run german = cli({u"--language"_s, u"de"_s, u"--help"_s});
    QCOMPARE(german.exitCode, 0);
    QVERIFY(german.err.isEmpty());

    // The help is one message: what the German catalogue has for it is what must be printed.
    const QString expected =
        m_german.translate("DriveProof::Cli", english.out.toUtf8().constData());
    if (expected.isEmpty()) {
        // The help text changed since driveproof_de.ts was last translated: lupdate and a
        // translator have work to do (tst_translations says so once lupdate ran). The
        // commands' own help below is checked strictly meanwhile.
        QEXPECT_FAIL("", "driveproof_de.ts has no translation of the current help text", Continue);
    }
    QVERIFY2(german.out != english.out, qPrintable(german.out));
    if (!expected.isEmpty()) {
        QCOMPARE(german.out, expected);
        QVERIFY2(german.out.contains("Befehle"_L1), qPrintable(german.out)); // "Commands"
    }
}

void TestLanguageCli::germanCommandHelp()
{
    // --language may stand anywhere; a command's help is DriveProof's words and Qt's.
    const Run english = cli({u"list"_s, u"--help"_s, u"--language"_s, u"en"_s});
    QCOMPARE(english.exitCode, 0);
    const Run german = cli({u"list"_s, u"--help"_s, u"--language=de"_s});
    QCOMPARE(german.exitCode, 0);
    QVERIFY(german.out != english.out);
    const char *const source = "Show help for this command.";
    QVERIFY(english.out.contains(QLatin1String(source)));
    const QString translation = m_german.translate("DriveProof::Cli", source);
    QVERIFY2(!translation.isEmpty() && translation != QLatin1String(source),
             "driveproof_de.ts does not translate the help option");
    QVERIFY2(german.out.contains(translation), qPrintable(german.out));
    QVERIFY2(german.out.contains("Hilfe"_L1), qPrintable(german.out));
    QVERIFY2(german.out.contains("Optionen:"_L1), qPrintable(german.out)); // qtbase_de
}

void TestLanguageCli::optionOverridesEnvironment()
{
    const Run english = cli({u"--help"_s}, u"en"_s);
    QCOMPARE(cli({u"--language"_s, u"en"_s, u"--help"_s}, u"de"_s).out, english.out);
    const Run german = cli({u"list"_s, u"--help"_s}, u"de"_s);
    QCOMPARE(cli({u"list"_s, u"--help"_s, u"--language"_s, u"en"_s}, u"de"_s).out,
             cli({u"list"_s, u"--help"_s}, u"en"_s).out);
    QCOMPARE(cli({u"--language"_s, u"de"_s, u"list"_s, u"--help"_s}, u"ja"_s).out, german.out);
}

void TestLanguageCli::followsEnvironment()
{
    const QString english = cli({u"list"_s, u"--help"_s}).out; // LANG=C.UTF-8: English
    QVERIFY(english.contains("Show help for this command."_L1));
    QCOMPARE(cli({u"list"_s, u"--help"_s}, u"xx:de"_s).out,
             cli({u"list"_s, u"--help"_s, u"--language"_s, u"de"_s}).out);
    QVERIFY(cli({u"list"_s, u"--help"_s}, u"xx:de"_s).out != english);
}

// A terminal gives CJK characters two columns: the table's columns must start at the same
// terminal column on every line, in Japanese and Chinese too.
void TestLanguageCli::wideCharactersLineUp()
{
    // Oracle: kana, CJK ideographs, Hangul and full-width forms are two columns, bidi and
    // other format characters none, the rest (Arabic and Hebrew letters too) one.
    auto columns = [](const QString &text) {
        qsizetype width = 0;
        for (const QChar c : text) {
            const ushort u = c.unicode();
            if (c.category() == QChar::Other_Format || c.category() == QChar::Mark_NonSpacing)
                continue;
            width += ((u >= 0x3000 && u <= 0x9FFF) || (u >= 0xAC00 && u <= 0xD7A3) ||
                      (u >= 0xFF00 && u <= 0xFF60))
                         ? 2
                         : 1;
        }
        return width;
    };
    for (const QString &language : {u"ja"_s, u"zh_CN"_s, u"ko"_s, u"ar"_s, u"he"_s}) {
        const Run r = cli({u"--language"_s, language, u"list"_s});
        QCOMPARE(r.exitCode, 0);
        const QStringList lines = r.out.split(u'\n', Qt::SkipEmptyParts);
        QVERIFY2(lines.size() >= 2, qPrintable(r.out));
        const QString header = lines.first();
        QVERIFY2(std::any_of(header.cbegin(), header.cend(),
                             [](QChar c) { return c.unicode() >= 0x0590; }),
                 qPrintable(language + u": the header is not translated: "_s + header));
        qsizetype second = -1;
        for (const QString &line : lines) {
            // Partition rows are indented under their disk: the gap that ends the first
            // column comes after the indent, wherever the machine has partitions.
            qsizetype indent = 0;
            while (indent < line.size() && line.at(indent) == u' ')
                ++indent;
            const qsizetype gap = line.indexOf(u"  "_s, indent);
            QVERIFY2(gap > 0, qPrintable(line));
            qsizetype start = gap;
            while (start < line.size() && line.at(start) == u' ')
                ++start;
            const qsizetype at = columns(line.left(start));
            if (second < 0)
                second = at;
            QVERIFY2(at == second, qPrintable(language + u": "_s + line));
        }
    }
}

// The window keeps katakana words whole at line breaks with word joiners (U+2060); a
// terminal's text is searched, so the CLI's Japanese has none: grep finds "キャッシュ".
void TestLanguageCli::japaneseStaysSearchable()
{
    const Run r = cli({u"--language"_s, u"ja"_s, u"--help"_s});
    QCOMPARE(r.exitCode, 0);
    QVERIFY2(r.out.contains(u"キャッシュ"_s), qPrintable(r.out));
    QVERIFY2(!r.out.contains(QChar(0x2060)), qPrintable(r.out));
    const Run cache = cli({u"--language"_s, u"ja"_s, u"cache"_s, u"--help"_s});
    QVERIFY(!cache.out.contains(QChar(0x2060)));
}

void TestLanguageCli::unknownLanguage_data()
{
    QTest::addColumn<QStringList>("args");
    QTest::newRow("unknown") << QStringList{u"--language"_s, u"xx"_s, u"--help"_s};
    QTest::newRow("not shipped") << QStringList{u"list"_s, u"--language=el"_s};
    QTest::newRow("missing") << QStringList{u"--help"_s, u"--language"_s};
}

void TestLanguageCli::unknownLanguage()
{
    QFETCH(QStringList, args);
    const Run r = cli(args);
    QCOMPARE(r.exitCode, 2);
    QVERIFY(r.out.isEmpty());
    QVERIFY2(r.err.startsWith("driveproof-cli: "_L1), qPrintable(r.err));
    QCOMPARE(r.err.count(u'\n'), 1);
    for (const QString &code : {u"de"_s, u"en"_s, u"ja"_s, u"pt_BR"_s, u"zh_CN"_s, u"zh_TW"_s})
        QVERIFY2(r.err.contains(code), qPrintable(r.err));
}

QTEST_GUILESS_MAIN(TestLanguageCli)
#include "tst_languagecli.moc"
