"""Portal pages (Django templates)."""
from django.urls import path

from . import views

urlpatterns = [
    path("", views.home, name="home"),
    path("documents/<int:pk>/", views.document_page, name="document"),
]
