// The helper speaks its own language, the reader words the findings: driveproof-helper runs
// under LANGUAGE=de on a private bus (python3-dbusmock's polkitd) over a loop device this
// test attaches (root; 77 otherwise), the client here reads English. Its write-cache reply
// carries codes and arguments only, and the sentence is made here, in English; its error
// messages (one sentence for a person, made where the error is) stay German.
#include "helperharness.h"
#include "loopdevice.h"

#include "cache/cachefindings.h"
#include "cache/writecache.h"
#include "privilege/helperclient.h"
#include "privilege/helpernames.h"
#include "testskip.h"

#include <unistd.h>

using namespace DriveProof;
using namespace DriveProof::Privilege;

class TestHelperLanguage : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase()
    {
        DRIVEPROOF_SKIP_UNLESS(::geteuid() == 0, "needs root to attach a loop device");
        DRIVEPROOF_SKIP_UNLESS(!QStandardPaths::findExecutable(QStringLiteral("losetup")).isEmpty(),
                               "losetup");
        const QByteArray missing = HelperHarness::missingCapability().toLocal8Bit();
        DRIVEPROOF_SKIP_UNLESS(missing.isEmpty(), missing.constData());
        m_dir = std::make_unique<QTemporaryDir>();
        QFile image(m_dir->filePath(QStringLiteral("disk.img")));
        QVERIFY(image.open(QIODevice::WriteOnly) && image.resize(8 << 20));
        image.close();
        const QString error = m_loop.attach(image.fileName(), 512);
        QVERIFY2(error.isEmpty(), qPrintable(error));
        // The helper (and the mock polkitd) inherit LANGUAGE=de; this process loads no
        // translation, so it speaks the source language, English.
        const QByteArray language = qgetenv("LANGUAGE");
        qputenv("LANGUAGE", "de");
        m_h = std::make_unique<HelperHarness>();
        const QString started = m_h->start(60);
        qputenv("LANGUAGE", language);
        QVERIFY2(started.isEmpty(), qPrintable(started));
        QVERIFY(m_h->setAllowed({Helper1::actionReadHealth()}));
    }

    void helperSpeaksGerman()
    {
        // The premise: an error sentence of the helper is German.
        const QDBusMessage health =
            m_h->call(QStringLiteral("GetHealth"), {m_loop.path(), QVariantMap()});
        QCOMPARE(health.type(), QDBusMessage::ErrorMessage);
        QVERIFY2(health.errorMessage().contains(QLatin1String("Zustandsdaten")),
                 qPrintable(health.errorMessage()));
    }

    void findingsTravelAsCodes()
    {
        const QDBusMessage reply =
            m_h->call(QStringLiteral("GetWriteCache"), {m_loop.path(), QVariantMap()});
        QVERIFY2(reply.type() == QDBusMessage::ReplyMessage, qPrintable(reply.errorMessage()));
        const auto state = Cache::WriteCacheState::fromVariantMap(
            qdbus_cast<QVariantMap>(reply.arguments().value(0)));
        QVERIFY2(state.ok(), state.ok() ? "" : qPrintable(state.error().message));
        QCOMPARE(state->findings.size(), 1);
        const Finding &f = state->findings.first();
        QCOMPARE(f.code, QLatin1String(Cache::FindingCode::kNoDriveLoop));
        QCOMPARE(f.severity, Severity::Info);
        QCOMPARE(f.arguments.value(0), m_loop.path());
        QVERIFY(f.text.isEmpty());
        // Worded here, in English, with the helper's arguments.
        const QString text = Cache::findingText(f);
        QVERIFY2(text.startsWith(m_loop.path() + QLatin1String(" is a file used as a drive (")),
                 qPrintable(text));
        QVERIFY(text.contains(m_dir->filePath(QStringLiteral("disk.img"))));
        // The reply held no sentence to translate: only the code and its arguments.
        QCOMPARE(f.arguments.size(), 2);
    }

    void clientReadsTheCodes()
    {
        // The way the GUI and the CLI ask (queryWriteCache as a user goes to the helper).
        const HelperClient client(m_h->address());
        const auto map = client.getWriteCache(m_loop.path());
        QVERIFY2(map.ok(), map.ok() ? "" : qPrintable(map.error().message));
        const auto state = Cache::WriteCacheState::fromVariantMap(map.value());
        QVERIFY2(state.ok(), state.ok() ? "" : qPrintable(state.error().message));
        QCOMPARE(Cache::findingTexts(state->findings).size(), 1);
        QVERIFY(Cache::findingTexts(state->findings)
                    .first()
                    .contains(QLatin1String("the drive-level write cache does not apply")));
    }

    void cleanupTestCase()
    {
        m_h.reset();
        m_loop.detach();
    }

private:
    std::unique_ptr<QTemporaryDir> m_dir;
    LoopDevice m_loop;
    std::unique_ptr<HelperHarness> m_h; // after the loop: destroyed first, nothing holds it
};

QTEST_GUILESS_MAIN(TestHelperLanguage)
#include "tst_helperlanguage.moc"
