// The page that picks a test for a drive: the list of tests, what the chosen one measures,
// how long it takes and whether it writes, and Start. Where it runs, its size and the plan
// are in pickerplace.cpp.
#include "drivetests/pickerpage.h"

#include "card.h"
#include "guitext.h"
#include "notice.h"
#include "powerloss/powerlosswizard.h"
#include "preferences.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDir>
#include <QDoubleSpinBox>
#include <QEvent>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QListWidget>
#include <QPushButton>
#include <QSpinBox>
#include <QStorageInfo>
#include <QVBoxLayout>

namespace DriveProof::Gui {

namespace {

// The power-loss test has a guided procedure of its own: say what it needs first.
QString powerLossNote()
{
    return PickerPage::tr("Start opens the guided power-loss test: it writes to a test file "
                          "(or the whole device), reports every commit to a witness on a second "
                          "computer, and asks you to pull the plug. After the restart DriveProof "
                          "checks which acknowledged writes survived. You can also practise it on "
                          "this computer with a simulated drive.");
}

} // namespace

PickerPage::PickerPage(QWidget *parent)
    : QWidget(parent)
    , m_listLabel(new QLabel(this))
    , m_list(new QListWidget(this))
    , m_title(new QLabel(this))
    , m_description(makeParagraph(this))
    , m_timeText(makeParagraph(this))
    , m_writes(makeParagraph(this))
    , m_danger(new Notice(this))
    , m_form(new QFormLayout)
    , m_targetLabel(new QLabel(this))
    , m_target(new QComboBox(this))
    , m_sizeLabel(new QLabel(this))
    , m_size(new QComboBox(this))
    , m_durationLabel(new QLabel(this))
    , m_duration(new QDoubleSpinBox(this))
    , m_directionLabel(new QLabel(this))
    , m_direction(new QComboBox(this))
    , m_idleLabel(new QLabel(this))
    , m_idle(new QSpinBox(this))
    , m_cacheAB(new QCheckBox(this))
    , m_cacheABWhy(makeParagraph(this))
    , m_startWhy(makeParagraph(this))
    , m_history(new QPushButton(this))
    , m_start(new QPushButton(this))
{
    setObjectName(QStringLiteral("pickerPage"));
    // Once: where the home folder is mounted does not change while DriveProof runs.
    m_homeMount = QStorageInfo(QDir::homePath()).rootPath();
    m_list->setObjectName(QStringLiteral("testList"));
    m_list->setSelectionMode(QAbstractItemView::SingleSelection);
    m_list->setMinimumWidth(200);
    m_list->setSizePolicy(QSizePolicy::Preferred, QSizePolicy::Expanding);
    m_listLabel->setBuddy(m_list);
    m_title->setObjectName(QStringLiteral("testTitle"));
    QFont big = m_title->font();
    big.setBold(true);
    if (big.pointSizeF() > 0)
        big.setPointSizeF(big.pointSizeF() * 1.25);
    m_title->setFont(big);
    m_description->setObjectName(QStringLiteral("testDescription"));
    m_timeText->setObjectName(QStringLiteral("testDuration"));
    m_writes->setObjectName(QStringLiteral("testWrites"));
    m_danger->setObjectName(QStringLiteral("testDanger"));
    m_target->setObjectName(QStringLiteral("testTarget"));
    m_target->setSizeAdjustPolicy(QComboBox::AdjustToMinimumContentsLengthWithIcon);
    m_target->setMinimumContentsLength(30);
    m_target->setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Fixed);
    m_size->setObjectName(QStringLiteral("testSize"));
    m_duration->setObjectName(QStringLiteral("testStepSeconds"));
    m_duration->setRange(0.1, 600.0);
    m_duration->setDecimals(1);
    m_duration->setSingleStep(1.0);
    m_duration->setValue(Preferences::defaultStepSeconds());
    m_direction->setObjectName(QStringLiteral("testDirection"));
    m_idle->setObjectName(QStringLiteral("testIdleSeconds"));
    m_idle->setRange(0, 3600);
    m_idle->setValue(300);
    m_cacheAB->setObjectName(QStringLiteral("testCacheAB"));
    m_cacheABWhy->setObjectName(QStringLiteral("testCacheABWhy"));
    m_startWhy->setObjectName(QStringLiteral("testStartReason"));
    m_history->setObjectName(QStringLiteral("pickerHistory"));
    m_start->setObjectName(QStringLiteral("testStart"));
    m_start->setDefault(true);
    m_targetLabel->setBuddy(m_target);
    m_sizeLabel->setBuddy(m_size);
    m_durationLabel->setBuddy(m_duration);
    m_directionLabel->setBuddy(m_direction);
    m_idleLabel->setBuddy(m_idle);

    m_form->setFieldGrowthPolicy(QFormLayout::ExpandingFieldsGrow);
    m_form->addRow(m_targetLabel, m_target);
    m_form->addRow(m_sizeLabel, m_size);
    m_form->addRow(m_durationLabel, m_duration);
    m_form->addRow(m_directionLabel, m_direction);
    m_form->addRow(m_idleLabel, m_idle);
    m_form->addRow(m_cacheAB);
    m_form->addRow(m_cacheABWhy);

    auto *right = new QVBoxLayout;
    right->setSpacing(8);
    right->addWidget(m_title);
    right->addWidget(m_description);
    right->addWidget(m_timeText);
    right->addWidget(m_writes);
    right->addWidget(m_danger);
    right->addSpacing(8);
    right->addLayout(m_form);
    right->addStretch(1);
    right->addWidget(m_startWhy); // said on the page, beside Start, not only in a tooltip
    auto *buttons = new QHBoxLayout;
    buttons->addWidget(m_history);
    buttons->addStretch(1);
    buttons->addWidget(m_start);
    right->addLayout(buttons);

    auto *left = new QVBoxLayout;
    left->addWidget(m_listLabel);
    left->addWidget(m_list, 1);
    auto *layout = new QHBoxLayout(this);
    layout->setContentsMargins(16, 16, 16, 12);
    layout->setSpacing(16);
    layout->addLayout(left, 0);
    layout->addLayout(right, 1);

    connect(m_list, &QListWidget::currentRowChanged, this, &PickerPage::choiceChanged);
    connect(m_target, &QComboBox::currentIndexChanged, this, &PickerPage::targetChanged);
    connect(m_size, &QComboBox::currentIndexChanged, this, &PickerPage::updateTexts);
    connect(m_duration, &QDoubleSpinBox::valueChanged, this, &PickerPage::updateTexts);
    connect(m_idle, &QSpinBox::valueChanged, this, &PickerPage::updateTexts);
    connect(m_direction, &QComboBox::currentIndexChanged, this, [this] {
        fillTargets(); // reads only: the device may be read; writes: only through the flow
        updateTexts();
    });
    connect(m_cacheAB, &QCheckBox::toggled, this, &PickerPage::updateTexts);
    connect(m_history, &QPushButton::clicked, this, &PickerPage::historyRequested);
    connect(m_start, &QPushButton::clicked, this, [this] {
        if (currentChoice() == TestChoice::PowerLoss) {
            // Its own window and steps: a plan for the TestController does not fit it.
            PowerLossWizard::open(m_disk, window());
            emit powerLossRequested();
        } else if (canStart()) {
            emit startRequested(plan());
        }
    });

    // New defaults from Preferences show at once; the user may still change them here.
    connect(Preferences::instance(), &Preferences::testDefaultsChanged, this, [this] {
        m_duration->setValue(Preferences::defaultStepSeconds());
        fillSizes();
        updateTexts();
    });
    connect(Preferences::instance(), &Preferences::rateUnitChanged, this, &PickerPage::updateTexts);

    fillTests();
    fillDirections();
    retranslate();
    m_list->setCurrentRow(0);
}

void PickerPage::retranslate()
{
    m_listLabel->setText(tr("&Tests:"));
    m_list->setAccessibleName(tr("Tests"));
    for (int row = 0; row < m_list->count(); ++row) {
        QListWidgetItem *item = m_list->item(row);
        const auto choice = TestChoice(item->data(Qt::UserRole).toInt());
        item->setText(TestCatalog::title(choice));
        if (choice == TestChoice::PowerLoss)
            item->setToolTip(powerLossNote());
    }
    m_targetLabel->setText(tr("&Where:"));
    m_sizeLabel->setText(tr("Test si&ze:"));
    m_durationLabel->setText(tr("Time per st&ep (seconds):"));
    m_directionLabel->setText(tr("&Reads or writes:"));
    m_idleLabel->setText(tr("&Idle time between the passes (seconds):"));
    m_cacheAB->setText(
        tr("Also measure with the drive's write &cache off, then switch it back on"));
    m_history->setText(tr("&History…"));
    m_history->setToolTip(tr("Earlier runs on this drive, and comparing two of them"));
    m_start->setText(tr("&Start test"));
    fillDirections();
    fillTargets();
    fillSizes();
    updateCacheAB();
    updateTexts();
}

void PickerPage::changeEvent(QEvent *event)
{
    QWidget::changeEvent(event);
    if (event->type() == QEvent::LanguageChange)
        retranslate();
}

void PickerPage::fillTests()
{
    for (const TestChoice choice : TestCatalog::choices()) {
        auto *item = new QListWidgetItem(TestCatalog::title(choice), m_list);
        item->setData(Qt::UserRole, int(choice));
    }
}

void PickerPage::fillDirections()
{
    const int current = std::max(0, m_direction->currentIndex());
    const QSignalBlocker blocker(m_direction);
    m_direction->clear();
    m_direction->addItem(tr("Reads"), 100);
    m_direction->addItem(tr("Writes"), 0);
    m_direction->addItem(tr("Mixed: 70% reads, 30% writes"), 70);
    m_direction->setCurrentIndex(current);
}

void PickerPage::setDevice(const Device::DeviceInfo &disk)
{
    const bool other = disk.path != m_disk.path;
    m_disk = disk;
    if (other) {
        m_extraFolders.clear();
        m_cache.reset();
        m_contents = {};
    }
    fillTargets();
    fillSizes();
    updateCacheAB();
    updateTexts();
}

void PickerPage::setWriteCache(const std::optional<Cache::WriteCacheState> &state)
{
    m_cache = state;
    updateCacheAB();
    updateTexts();
}

void PickerPage::select(TestChoice choice)
{
    for (int row = 0; row < m_list->count(); ++row)
        if (m_list->item(row)->data(Qt::UserRole).toInt() == int(choice))
            m_list->setCurrentRow(row);
}

TestChoice PickerPage::currentChoice() const
{
    const QListWidgetItem *item = m_list->currentItem();
    return item ? TestChoice(item->data(Qt::UserRole).toInt()) : TestChoice::Quick;
}
void PickerPage::choiceChanged()
{
    const TestChoice choice = currentChoice();
    const bool sweep = choice == TestChoice::SweepBlockSize ||
                       choice == TestChoice::SweepQueueDepth || choice == TestChoice::SweepThreads;
    m_form->setRowVisible(m_direction, sweep);
    m_form->setRowVisible(m_idle, choice == TestChoice::Hybrid);
    m_form->setRowVisible(m_duration,
                          TestCatalog::timed(choice) && choice != TestChoice::PowerLoss);
    m_target->setEnabled(choice != TestChoice::PowerLoss);
    // The quick check has one definition (size and time per step); the others start from
    // the Preferences.
    m_duration->setValue(choice == TestChoice::Quick ? Suites::kQuickCheckStepSeconds
                                                     : Preferences::defaultStepSeconds());
    fillTargets();
    fillSizes();
    updateCacheAB();
    updateTexts();
}

void PickerPage::updateTexts()
{
    const TestChoice choice = currentChoice();
    m_title->setText(TestCatalog::title(choice));
    m_description->setText(TestCatalog::description(choice));
    const Place place = m_target->count() ? currentPlace() : Place::Folder;
    const bool device = place == Place::DeviceRead || place == Place::DeviceWrite;
    quint64 size = m_size->currentData().value<quint64>();
    if (size == 0)
        size = quint64(std::max<qint64>(0, m_disk.sizeBytes));
    const bool cacheAB = m_cacheAB->isEnabled() && m_cacheAB->isChecked();
    const double seconds = TestCatalog::estimatedSeconds(choice, m_duration->value(), size,
                                                         m_idle->value(), device, cacheAB);
    if (choice == TestChoice::PowerLoss)
        m_timeText->clear();
    else if (choice == TestChoice::Sustained)
        //: %1 a size, %2 a duration, %3 a rate ("150.0 MB/s")
        m_timeText->setText(tr("Takes as long as writing %1 once: about %2 at %3, less on a "
                               "faster drive.")
                                .arg(testSizeText(size), durationText(seconds), rateText(150e6)));
    else if (choice == TestChoice::Surface)
        //: %1 a size, %2 a duration, %3 a rate ("150.0 MB/s")
        m_timeText->setText(tr("Takes as long as reading %1 once: about %2 at %3, less on a "
                               "faster drive.")
                                .arg(testSizeText(size), durationText(seconds), rateText(150e6)));
    else if (device)
        //: %1 a duration
        m_timeText->setText(tr("Takes about %1 with these settings.").arg(durationText(seconds)));
    else
        //: %1 a duration
        m_timeText->setText(tr("Takes about %1 with these settings, plus a moment to prepare "
                               "the test file.")
                                .arg(durationText(seconds)));
    m_timeText->setVisible(!m_timeText->text().isEmpty());

    const bool writes = TestCatalog::writes(choice, m_direction->currentData().toUInt());
    m_danger->setNotice(Notice::Kind::Info, QString());
    if (choice == TestChoice::PowerLoss)
        m_writes->clear(); // the description says it; the paragraph once is enough
    else if (place == Place::DeviceWrite && emptyDrive() && deviceWriteRefusal().isEmpty())
        m_danger->setNotice(Notice::Kind::Warning,
                            //: %1 a device node
                            tr("%1 is empty: no partition table and no file system, as a new "
                               "drive arrives. This test writes over the whole device; you will "
                               "be asked once to confirm.")
                                .arg(m_disk.path));
    else if (place == Place::DeviceWrite)
        m_danger->setNotice(Notice::Kind::Danger,
                            //: %1 a device node
                            tr("This test writes over %1: everything on it is lost, every "
                               "partition and every file. You will be asked to type the device's "
                               "name to confirm.")
                                .arg(m_disk.path),
                            deviceWriteRefusal());
    else if (place == Place::DeviceRead)
        //: %1 a device node
        m_writes->setText(tr("Only reads from %1; nothing on it changes. Reading a device "
                             "directly may ask for your password.")
                              .arg(m_disk.path));
    else if (writes)
        m_writes->setText(tr("Writes only to a temporary file in the chosen folder and removes "
                             "it afterwards; nothing else on the drive changes."));
    else
        m_writes->setText(tr("Only reads. In a folder it first writes the temporary file it "
                             "reads, and removes it afterwards."));
    m_writes->setVisible(!m_writes->text().isEmpty() && place != Place::DeviceWrite);
    m_start->setEnabled(canStart());
    m_start->setToolTip(choice == TestChoice::PowerLoss ? tr("Opens the guided power-loss test")
                                                        : QString());
    updateStartReason();
}

} // namespace DriveProof::Gui
