// The write-cache card keys on the findings' codes, never on their sentences: a finding
// whose sentence is in another language or worded otherwise still raises the danger notice,
// and the sentence shown is made here, in the reader's language; an old helper's reply with
// sentences only is still read. The kernel's raw words are translated where they are shown.
#include "testpages.h"

#include "topologycard.h"
#include "writecachecard.h"

#include "cache/cachefindings.h"

#include <QTranslator>
#include <QtTest>

using namespace DriveProof;
using namespace TestDevices;
using namespace TestPages;
using Gui::WriteCacheCard;

class TestCacheFindings : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase() { QVERIFY(useEnglish()); }
    void dangerChosenByCodeNotBySentence();
    void dangerFromAnOldHelpersGermanReply();
    void unknownCodeFromANewerHelper();
    void kernelViewInWords();
};

void TestCacheFindings::dangerChosenByCodeNotBySentence()
{
    // The finding carries a sentence in another language (as a history file or a helper in
    // German could have it): the card keys on the code and words it in the reader's language.
    WriteCacheState state = kernelDisagrees();
    QCOMPARE(state.findings.size(), 1);
    state.findings[0].text = QStringLiteral("Der Kernel meldet write through, aber der Cache "
                                            "des Laufwerks ist an.");
    state.findings << Finding{QStringLiteral("cache.no-such-code"),
                              Severity::Caution,
                              QStringLiteral("Ein Satz, den diese Version nicht kennt."),
                              {}};
    WriteCacheCard card;
    card.setState(state);
    QVERIFY(shown(card.dangerNotice(), &card));
    QVERIFY2(card.dangerNotice()->text().startsWith(QLatin1String("The kernel says write "
                                                                  "through")),
             qPrintable(card.dangerNotice()->text()));
    // The unknown one is shown as it came, the danger not again.
    QCOMPARE(card.findingTexts(),
             QStringList{QStringLiteral("Ein Satz, den diese Version nicht kennt.")});

    // No danger code, no danger notice: the sentence of another finding does not count.
    WriteCacheState calm = ataOn();
    calm.findings = {Cache::cacheFinding(Cache::FindingCode::kSavedSwitchesOn)};
    calm.findings[0].text = Cache::findingText(kernelDisagrees().findings.first());
    card.setState(calm);
    QVERIFY(!shown(card.dangerNotice(), &card));
    QVERIFY(card.findingTexts().first().contains(QLatin1String("switches it back on")));
}

void TestCacheFindings::dangerFromAnOldHelpersGermanReply()
{
    // A helper from before the codes sent its sentences, in its own language: the reply is
    // still read, the danger is known again from the facts and said in the reader's words.
    QVariantMap reply = kernelDisagrees().toVariantMap();
    const QString german = QStringLiteral("Der Kernel meldet write through, aber der Cache ist "
                                          "an: Daten können verloren gehen.");
    reply.insert(QStringLiteral("findings"), QStringList{german});
    const Result<WriteCacheState> state = WriteCacheState::fromVariantMap(reply);
    QVERIFY(state.ok());
    WriteCacheCard card;
    card.setState(state);
    QVERIFY(shown(card.dangerNotice(), &card));
    QVERIFY(card.dangerNotice()->text().contains(QLatin1String("committed data can be lost")));
    QCOMPARE(card.findingTexts(), QStringList{german});
}

void TestCacheFindings::unknownCodeFromANewerHelper()
{
    WriteCacheState state = ataOn();
    state.findings = {Finding{QStringLiteral("cache.from-the-future"),
                              Severity::Caution,
                              {},
                              {QStringLiteral("/dev/sda"), QStringLiteral("42")}}};
    const Result<WriteCacheState> read = WriteCacheState::fromVariantMap(state.toVariantMap());
    QVERIFY(read.ok());
    QCOMPARE(read->findings.size(), 1);
    QCOMPARE(read->findings.first().severity, Severity::Caution);
    WriteCacheCard card;
    card.setState(read);
    QVERIFY(!shown(card.dangerNotice(), &card));
    QCOMPARE(card.findingTexts(),
             QStringList{QStringLiteral("Finding cache.from-the-future (/dev/sda, 42)")});
}

void TestCacheFindings::kernelViewInWords()
{
    QCOMPARE(Cache::kernelViewWords(Device::KernelCacheMode::WriteBack),
             QStringLiteral("write back"));
    QCOMPARE(Cache::kernelViewWords(Device::KernelCacheMode::Unknown), QString());
    // A catalogue that translates the kernel's words (as the lead's German one will): the
    // drive page's row shows them translated, the device keeps the raw value.
    struct Catalogue : QTranslator
    {
        QString translate(const char *context, const char *source, const char *, int) const override
        {
            if (qstrcmp(context, "DriveProof::Cache") == 0 && qstrcmp(source, "write back") == 0)
                return QStringLiteral("zurückschreibend");
            return {};
        }
    } catalogue;
    QCoreApplication::installTranslator(&catalogue);
    Gui::TopologyCard card;
    const Device::DeviceInfo info = sataHdd512e();
    QCOMPARE(info.writeCache, DriveProof::Device::KernelCacheMode::WriteBack);
    card.setDevice(info);
    const QString shownText = value(&card, "writeCache");
    QCoreApplication::removeTranslator(&catalogue);
    QCOMPARE(shownText, QStringLiteral("zurückschreibend"));
}

QTEST_MAIN(TestCacheFindings)
#include "tst_cachefindings.moc"
